// The harness a remote mounts when it runs on its own (its src/bootstrap.tsx), for the
// remotes' standalone pages only: the shop's pages never load it.
export * from './src/ui/standalone-harness';
