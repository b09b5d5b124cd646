// The checkout feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { default as pageStyles } from './page.module.css';
