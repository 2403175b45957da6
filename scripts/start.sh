#!/bin/sh
# `npm start`: node with a heap cap fit for a small server (issue 29, item 15), unless NODE_OPTIONS
# already sets one, then scripts/start.mjs (build when stale, serve). `exec` puts node in this
# shell's place, so the process npm started is the server and signals reach it.
# Without a cap V8 lets its heap grow to 600 MB of RSS after 10 000 page views (growth, not a
# leak); at 192 MB it collects sooner and RSS stays near 280 MB. bench/README.md has the figures.
case " $NODE_OPTIONS " in
  *--max-old-space-size*|*--max_old_space_size*) exec node scripts/start.mjs ;;
  *) exec node --max-old-space-size=192 scripts/start.mjs ;;
esac
