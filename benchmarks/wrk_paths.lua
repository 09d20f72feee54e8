-- wrk script: each connection sends GET requests for the paths in a file (one per line), in rotation, with the
-- headers given as "Name: value" arguments; at the end prints one JSON line with the counts and latency
-- percentiles (microseconds) for bench_server.py to read.
-- usage: wrk -s wrk_paths.lua URL -- PATHS_FILE [HEADER ...]

local paths = {}
local counter = 0

function init(args)
    for line in io.lines(args[1]) do
        if line ~= "" then paths[#paths + 1] = line end
    end
    for i = 2, #args do
        local name, value = args[i]:match("^([^:]+):%s*(.*)$")
        wrk.headers[name] = value
    end
end

function request()
    counter = counter + 1
    return wrk.format("GET", paths[(counter - 1) % #paths + 1])
end

function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format(
        '{"requests": %d, "duration_us": %d, "errors": {"connect": %d, "read": %d, "write": %d, "status": %d, ' ..
        '"timeout": %d}, "p50_us": %d, "p95_us": %d, "max_us": %d}\n',
        summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
        latency:percentile(50), latency:percentile(95), latency.max))
end
