export * from './client';
export * from './envelope';
export * from './system';
