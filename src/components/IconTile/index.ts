export { IconTile, iconTileToneAt, iconTileTones } from './IconTile';
export type { IconTileProps, IconTileTone } from './IconTile';
