// Standalone entry (the dev harness). As a remote, only the exposes in federation.config.ts load.
void import('./bootstrap');
