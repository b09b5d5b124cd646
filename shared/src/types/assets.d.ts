// Module declarations for the assets webpack handles (CSS Modules, images).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}
