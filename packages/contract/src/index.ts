export * from './constants';
export * from './enums';
export * from './envelope';
export * from './errors';
export * from './languages';
export * from './system';
