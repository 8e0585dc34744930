// Shipyard's pictograms: crew and equipment pieces, goods, officials and safety gear, and
// the actions, each drawn in a 20-unit box around (0, 0) and placed at any size.

import { s } from "../svg.js";
import { r2 } from "./view.js";

export const PIECE_PATHS = {
  captain: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-4.5,-7.3 H4.5 V-9.6 H-4.5 Z M-5.8,-7.3 H5.8", "sy-p-hat"]],
  businessman: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-2.6,-7.4 V-12 H2.6 V-7.4 Z M-4.6,-7.4 H4.6 V-6.5 H-4.6 Z", "sy-p-hat"]],
  soldier: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-4.3,-5.4 A4.3,4.3 0 0 1 4.3,-5.4 Z", "sy-p-hat"], ["M6.5,9 L8.5,-7", "sy-p-line"]],
  stoker: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M6,-6 L8,7 M5.8,7 L10.5,7 L10,9.5 L6.2,9.5 Z", "sy-p-line"]],
  propeller: [["M0,0 C-2,-3 -2,-9 0,-9.5 C2,-9 2,-3 0,0 Z M0,0 C3.6,-0.2 8.6,3 7.8,5 C6.5,6.6 1.6,2.4 0,0 Z M0,0 C-1.6,2.4 -6.5,6.6 -7.8,5 C-8.6,3 -3.6,-0.2 0,0 Z", "sy-p-body"], ["M-1.8,0 A1.8,1.8 0 1 1 1.8,0 A1.8,1.8 0 1 1 -1.8,0 Z", "sy-p-hat"]],
  chimney: [["M-3.5,-3 H3.5 V9 H-3.5 Z", "sy-p-body"], ["M-3.5,-1 H3.5 V1.5 H-3.5 Z", "sy-p-band"], ["M-1,-6 A2.4,2.4 0 1 1 2.5,-8 A2.2,2.2 0 1 1 5.5,-6.8", "sy-p-smoke"]],
  sail: [["M-4.5,9 V-10", "sy-p-line"], ["M-3.5,-9 Q6,-3 7.5,6 H-3.5 Z", "sy-p-body"]],
  cannon: [["M-8,-2.5 L6,-6 L7.5,-1 L-6.5,3 Z", "sy-p-body"], ["M-4.5,4.5 A3.8,3.8 0 1 1 3.1,4.5 A3.8,3.8 0 1 1 -4.5,4.5 Z", "sy-p-wheel"]],
  crane: [["M-5,9 V-8 H7 M-5,-3 L1,-8", "sy-p-line"], ["M6,-8 V1 M3.5,1 Q6,5 8.5,1", "sy-p-thin"], ["M-8,9 H-2 V6.5 H-8 Z", "sy-p-body"]],
};

const GOOD_PATHS = {
  coal: [["M-8,5 L-5,-1 L0,1 L-1,6 Z M-1,6 L1,-2 L6,-3 L8,5 Z M-5,-1 L-2,-7 L3,-6 L1,-2 L0,1 Z", "sy-g-body"]],
  cloth: [["M-8,-5 H6 V6 H-8 Z", "sy-g-body"], ["M6,-5 A2.5,5.5 0 0 1 6,6 A2.5,5.5 0 0 1 6,-5 Z", "sy-g-end"], ["M-8,-1.5 H6 M-8,2.5 H6", "sy-g-line"]],
  wheat: [["M0,9 V-4 M0,9 L-4,-1 M0,9 L4,-1", "sy-g-line"], ["M0,-9 C2,-7 2,-4 0,-2 C-2,-4 -2,-7 0,-9 Z M-4.5,-6 C-2.5,-4.5 -2.5,-2 -4,0 C-6,-2 -6,-4.5 -4.5,-6 Z M4.5,-6 C6,-4.5 6,-2 4,0 C2.5,-2 2.5,-4.5 4.5,-6 Z", "sy-g-body"]],
  iron: [["M-8,5 L-5,-3 H5 L8,5 Z", "sy-g-body"], ["M-5,-3 L-3,-6 H3 L5,-3", "sy-g-line"]],
  gold: [["M-8,5 L-5,-3 H5 L8,5 Z", "sy-g-body"], ["M-3,-1 H1 M-5,2.5 H-1", "sy-g-shine"]],
};

export const ICON_PATHS = {
  military: [["M-6,-7 H6 V0 C6,4 3,6.5 0,8 C-3,6.5 -6,4 -6,0 Z", "sy-o-body"], ["M-3,-3 L3,3 M3,-3 L-3,3", "sy-o-line"]],
  trade: [["M0,-7 V6 M-5,6 H5 M-7,-4 H7", "sy-o-line"], ["M-7,-4 L-9,1 H-5 Z M7,-4 L5,1 H9 Z", "sy-o-body"]],
  lantern: [["M-4,-4 H4 V6 H-4 Z", "sy-o-body"], ["M-2.5,-4 V-6.5 H2.5 V-4 M-5,6 H5 M0,-6.5 V-8.5", "sy-o-line"], ["M-1.5,-1 H1.5 V3.5 H-1.5 Z", "sy-o-light"]],
  lifeboat: [["M-8,-1 H8 L5,5 H-5 Z", "sy-o-body"], ["M-6,-1 V-4 M6,-1 V-4 M-6,-4 H6", "sy-o-line"]],
  lifebuoy: [["M-7,0 A7,7 0 1 1 7,0 A7,7 0 1 1 -7,0 Z M-3.5,0 A3.5,3.5 0 1 0 3.5,0 A3.5,3.5 0 1 0 -3.5,0 Z", "sy-o-body"], ["M-5,-5 L-2.5,-2.5 M5,-5 L2.5,-2.5 M-5,5 L-2.5,2.5 M5,5 L2.5,2.5", "sy-o-stripe"]],
  riband: [["M-6,-8 H6 V1 H-6 Z", "sy-o-body"], ["M-6,1 L-8,8 L-4,6 L-2,9 L0,1 M6,1 L8,8 L4,6 L2,9 L0,1", "sy-o-tail"]],
};

const ACTION_PATHS = {
  build: [["M-9,1 H9 L6,7 H-6 Z", "sy-a-body"], ["M-1,1 V-9 L6,-3 H-1", "sy-a-line"]],
  canal: [["M-9,-4 Q-6,-7 -3,-4 T3,-4 T9,-4 M-9,1 Q-6,-2 -3,1 T3,1 T9,1 M-9,6 Q-6,3 -3,6 T3,6 T9,6", "sy-a-wave"]],
  goods: [["M-8,-6 H8 V8 H-8 Z", "sy-a-body"], ["M-8,-6 L8,8 M8,-6 L-8,8", "sy-a-line"]],
  equipment: [["M-2,-9 H2 L2.6,-6.4 L5,-7.5 L7.5,-5 L6.4,-2.6 L9,-2 V2 L6.4,2.6 L7.5,5 L5,7.5 L2.6,6.4 L2,9 H-2 L-2.6,6.4 L-5,7.5 L-7.5,5 L-6.4,2.6 L-9,2 V-2 L-6.4,-2.6 L-7.5,-5 L-5,-7.5 L-2.6,-6.4 Z", "sy-a-body"], ["M-3,0 A3,3 0 1 1 3,0 A3,3 0 1 1 -3,0 Z", "sy-a-hole"]],
  crew: [["M-5.5,9 Q-5.5,1 0,1 Q5.5,1 5.5,9 Z", "sy-a-body"], ["M-3.3,-4 A3.3,3.3 0 1 1 3.3,-4 A3.3,3.3 0 1 1 -3.3,-4 Z", "sy-a-body"]],
  employee: [["M-9,-7 H9 V8 H-9 Z", "sy-a-card"], ["M-5,5 Q-5,0 -2,0 Q1,0 1,5 Z M-4.2,-3 A2.2,2.2 0 1 1 0.2,-3 A2.2,2.2 0 1 1 -4.2,-3 Z", "sy-a-body"], ["M3,-3 H7 M3,0 H7 M3,3 H6", "sy-a-line"]],
  exchange: [["M-8,-3 H7 M4,-6 L7,-3 L4,0 M8,4 H-7 M-4,1 L-7,4 L-4,7", "sy-a-line"]],
  subsidy: [["M-7,0 A7,7 0 1 1 7,0 A7,7 0 1 1 -7,0 Z", "sy-a-coin"], ["M2.5,-3 A3.5,3.5 0 1 0 2.5,3 V0.5 H0", "sy-a-line"]],
};

function icon(paths, name, x, y, size, className = "") {
  const drawn = paths[name];
  const k = size / 20;
  const g = s("g", { transform: `translate(${r2(x)} ${r2(y)}) scale(${r2(k)})`, class: `sy-icon ${className}` });
  if (!drawn) {
    g.append(s("circle", { r: 7, class: "sy-unknown" }));
    return g;
  }
  for (const [d, cls] of drawn) g.append(s("path", { d, class: cls }));
  return g;
}

export const pieceIcon = (piece, x, y, size) => icon(PIECE_PATHS, piece, x, y, size, `sy-piece piece-${piece}`);
export const goodIcon = (good, x, y, size) => icon(GOOD_PATHS, good, x, y, size, `sy-good good-${good}`);
export const officialIcon = (name, x, y, size) => icon(ICON_PATHS, name, x, y, size, `sy-official official-${name}`);
export const actionIcon = (name, x, y, size) => icon(ACTION_PATHS, name, x, y, size, `sy-action-icon action-${name}`);
