import type { TablePiece } from '../table/piecePoses';

/** A piece as the scene draws it, in the game and the sandbox: the table's pose of it (src/table owns the geometry). */
export type ScenePiece = TablePiece;
