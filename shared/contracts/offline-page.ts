/** The page the service worker shows for a navigation it can serve neither from the network nor from its cache. */
export const OFFLINE_PAGE = '/offline/index.html';
