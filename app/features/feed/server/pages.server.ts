// The feed's routes reach their server code through this one module (loaders, actions, the composer's
// body limit): the browser build gets one empty stand-in for it instead of one per module.
export { editPageAction, feedPageAction } from "./page-actions.server";
export { COMPOSER_MAX_BYTES } from "./page-forms.server";
export { editPageLoader, feedPageLoader, groupFeedLoader, homePageLoader, pollPageLoader, postPageLoader } from "./page-loaders.server";
export { oneThanksAction, oneThanksLoader, thanksPageAction, thanksPageLoader, userThanksLoader } from "./thanks-pages.server";
