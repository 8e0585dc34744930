// Shipyard's names of things, as a player reads them: actions, crew and equipment, goods,
// employees, colours, contracts, officials, ship-tile kinds and the step in progress
// (every one a literal t() key where it is shown: pybabel extracts them from here).

export function actionName(t, action) {
  switch (action) {
    case "build": return t("Build ships");
    case "canal": return t("Rent a canal");
    case "goods": return t("Purchase goods");
    case "equipment": return t("Manufacture equipment");
    case "crew": return t("Recruit crew");
    case "employee": return t("Hire an employee");
    case "exchange": return t("Exchange goods");
    case "subsidy": return t("Subsidy");
    default: return action;
  }
}

export function actionShort(t, action) {
  switch (action) {
    case "build": return t("Build");
    case "canal": return t("Canal");
    case "goods": return t("Goods");
    case "equipment": return t("Equipment");
    case "crew": return t("Crew");
    case "employee": return t("Employee");
    case "exchange": return t("Exchange");
    case "subsidy": return t("Subsidy");
    default: return action;
  }
}

export function pieceName(t, piece) {
  switch (piece) {
    case "captain": return t("Captain");
    case "businessman": return t("Businessman");
    case "soldier": return t("Soldier");
    case "stoker": return t("Stoker");
    case "propeller": return t("Propeller");
    case "chimney": return t("Chimney");
    case "sail": return t("Sail");
    case "cannon": return t("Cannon");
    case "crane": return t("Crane");
    case "officer": return t("Officer");
    default: return piece;
  }
}

export function piecesName(t, piece) {
  switch (piece) {
    case "captain": return t("Captains");
    case "businessman": return t("Businessmen");
    case "soldier": return t("Soldiers");
    case "stoker": return t("Stokers");
    case "propeller": return t("Propellers");
    case "chimney": return t("Chimneys");
    case "sail": return t("Sails");
    case "cannon": return t("Cannons");
    case "crane": return t("Cranes");
    case "officer": return t("Officers");
    case "lifebuoy": return t("Lifebuoys");
    case "lifeboat": return t("Lifeboats");
    case "lantern": return t("Lanterns");
    default: return piece;
  }
}

export function goodName(t, good) {
  switch (good) {
    case "coal": return t("Coal");
    case "cloth": return t("Cloth");
    case "wheat": return t("Wheat");
    case "iron": return t("Iron");
    case "gold": return t("Gold");
    default: return good;
  }
}

export function kindName(t, kind) {
  switch (kind) {
    case "recruiter": return t("Recruiter");
    case "engineer": return t("Engineer");
    case "trader": return t("Trader");
    case "builder": return t("Builder");
    case "accountant": return t("Accountant");
    case "foreman": return t("Foreman");
    case "helmsman": return t("Helmsman");
    case "rigger": return t("Rigger");
    default: return kind;
  }
}

export function colourName(t, colour) {
  switch (colour) {
    case "red": return t("Red");
    case "blue": return t("Blue");
    case "green": return t("Green");
    case "grey": return t("Grey");
    case "brown": return t("Brown");
    case "yellow": return t("Yellow");
    default: return colour;
  }
}

export function contractColourName(t, colour) {
  switch (colour) {
    case "red": return t("Red contract");
    case "blue": return t("Blue contract");
    case "green": return t("Green contract");
    default: return colour;
  }
}

export function officialName(t, icon) {
  switch (icon) {
    case "military": return t("Military official");
    case "trade": return t("Trade official");
    case "lantern": return t("Lantern official");
    case "lifeboat": return t("Lifeboat official");
    case "lifebuoy": return t("Lifebuoy official");
    case "riband": return t("Blue Riband");
    default: return icon;
  }
}

export function officialEffect(t, icon) {
  switch (icon) {
    case "military": return t("Scores 1 VP per soldier and cannon on the ship");
    case "trade": return t("Scores 1 VP per businessman and crane on the ship");
    case "lantern": return t("Scores 1 VP per lantern on the ship");
    case "lifeboat": return t("Scores 1 VP per lifeboat on the ship");
    case "lifebuoy": return t("Scores 1 VP per lifebuoy on the ship");
    case "riband": return t("Scores 1 VP per space sailed so far (only the cruise's last Blue Riband counts)");
    default: return "";
  }
}

export function kindOfTile(t, kind) {
  switch (kind) {
    case "bow": return t("Bow");
    case "middle": return t("Middle");
    case "stern": return t("Stern");
    default: return kind;
  }
}

export function stepText(t, obs) {
  if (obs.mode === "completion") return t("Last chance to finish a ship");
  switch (obs.step) {
    case "choose": return obs.edition === "first" ? t("Choosing an action card") : t("Choosing an action tile");
    case "bonus": return t("Bonus action");
    case "build_tile": return t("Building ships");
    case "build_slot": return t("Placing a ship tile");
    case "canal_pick": return t("Renting a canal");
    case "canal_place": return t("Laying a canal");
    case "token": return t("Placing the ship token");
    case "goods": return t("Purchasing goods");
    case "equipment": return t("Manufacturing equipment");
    case "crew": return t("Recruiting crew");
    case "employee": return t("Hiring an employee");
    case "trade_tile":
    case "trade_good": return t("Exchanging goods");
    case "launch":
    case "outfit":
    case "boost":
    case "start":
    case "sail": return t("Shakedown cruise");
    case "discard": return t("Discarding contracts");
    case "final": return t("Final actions");
    case "over": return t("Game over");
    default: return "";
  }
}

/** A reconstructed component's note (its values are `proposed` in the data file). */
export function proposedNote(t, item) {
  return item && item.confidence === "proposed" ? t("Reconstructed: these values are proposed, not yet checked against the printed component") : null;
}
