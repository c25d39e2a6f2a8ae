// troika-three-text (drei's Text) ships its types in dist/types without naming them in its package.json
declare module 'troika-three-text' {
  export * from 'troika-three-text/dist/types/index';
}
