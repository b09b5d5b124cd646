// The Node (V8) options the shop's own process runs with under `npm start` (package.json,
// checked by a test to say the same) and in the server-rendering bench: that process is
// the shell's server (it renders every page) and serves the remotes' files.
//
// Why: with V8's default old-generation limit (several GB on a machine with a few GB of
// memory) V8 lets the heap grow far beyond what it keeps before collecting: under the
// bench's uncached load (20 connections, a new address each request) the process reached
// 330-480 MiB of RSS, while a 96 MB limit was still enough for it to run that load with a
// full page cache (the kept pages are bytes outside V8's heap). 192 MB is twice that; with
// it the same load peaked at about 190-250 MiB, pages a second unchanged within the noise.
// A deployment that runs the shell's server itself should pass it too.
export const SHELL_NODE_FLAGS: readonly string[] = ['--max-old-space-size=192'];
