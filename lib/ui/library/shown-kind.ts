/**
 * The kind a kept entity is shown as (a reel kept as a post reads as a reel). Its own module: it
 * brings the answer extraction with it, which only the views that show kept entities need.
 */
export { shownKind } from '../../lookup/library/extract';
