// The entry of the shell's server bundle. An async boundary, as in the browser: the shared
// singletons (react, react-router-dom, @shop/shared) are negotiated before the renderer
// and the remotes it loads use them.
export const loadRenderer = () => import('./render');
