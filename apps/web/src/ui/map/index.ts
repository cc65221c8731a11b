export { escapeHtml } from './escape-html';
export { createTileMap, MAX_ZOOM, MIN_ZOOM } from './tile-map';
