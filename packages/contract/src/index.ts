export * from './account';
export * from './account-rules';
export * from './account-settings';
export * from './body-encryption';
export * from './client';
export * from './envelope';
export * from './system';
export * from './wallet';
