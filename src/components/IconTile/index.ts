export { IconTile, iconTileTones } from './IconTile';
export type { IconTileProps, IconTileTone } from './IconTile';
