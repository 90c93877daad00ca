#!/usr/bin/env bash
# Gives the local PostgreSQL server the memory settings the benchmarks' figures assume
# (docs/decisions/0011-postgres-memory.md): shared_buffers of 2 GB, on huge pages. Run as root on a
# Debian cluster (pg_ctlcluster); it restarts the server. SHARED_BUFFERS_MB changes the size.
set -euo pipefail
shared_buffers_mb=${SHARED_BUFFERS_MB:-2048}
url=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
read -r version cluster _ < <(pg_lsclusters --no-header | head -n 1)

# 2 MB pages for the buffers, and 128 MB more for PostgreSQL's other shared memory.
sysctl -w vm.nr_hugepages=$(( (shared_buffers_mb + 128) / 2 ))
psql "$url" -q -c "alter system set shared_buffers = '${shared_buffers_mb}MB'" -c "alter system set huge_pages = 'try'"
pg_ctlcluster "$version" "$cluster" restart
psql "$url" -Atc "select 'shared_buffers ' || current_setting('shared_buffers') || ', huge_pages ' || current_setting('huge_pages')"
grep -E '^HugePages_(Total|Rsvd)' /proc/meminfo
