// Puerto Rico's words for the things on its table: the names of the goods and of the
// island tiles, marked here with N_() and translated with t() where they are drawn.

import { N_ } from "../../i18n/t.js";

export const GOOD_NAMES = { corn: N_("Corn"), indigo: N_("Indigo"), sugar: N_("Sugar"), tobacco: N_("Tobacco"), coffee: N_("Coffee") };
export const TILE_NAMES = { ...GOOD_NAMES, quarry: N_("Quarry") };
