#pragma once
// What the machine this process runs on can give a search: the memory (the
// physical memory or the cgroup limit the process runs under, whichever is
// smaller, less a margin) and the cores (those in the process's CPU affinity
// mask, which std::thread::hardware_concurrency ignores). The readers take a
// root folder so that tests can point them at fixture files.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace leapfrog {

struct MachineMemory {
    std::uint64_t physical = 0;             // MemTotal of /proc/meminfo (or sysconf), bytes
    std::optional<std::uint64_t> cgroup;    // the tightest cgroup limit over the process's cgroup and its parents
    // `ulimit -v` (RLIMIT_AS) less the address space the process already
    // maps (its libraries, stacks, heap), and `ulimit -d` (RLIMIT_DATA) less
    // its data: what it may still allocate; none when unlimited.
    std::optional<std::uint64_t> addressSpace;
    // The smallest of the three, less the margin (machine_limits.cpp says why).
    std::uint64_t usable() const;
    // The smallest of the three, before the margin: more than this the
    // process cannot have, whatever --memory says.
    std::uint64_t limit() const;
    // Which of them binds, in words: "the physical memory (23.47 GiB)", "the
    // cgroup limit (300.00 MiB)", "ulimit -v (488.28 MiB, 380.12 MiB of it
    // still free)".
    std::string limitText() const;
};

// RLIMIT_AS and RLIMIT_DATA of this process, less what it maps now
// (/proc/self/statm); nullopt when both are unlimited.
std::optional<std::uint64_t> addressSpaceLeft();

// MemTotal of a /proc/meminfo text, in bytes; nullopt when it has none.
std::optional<std::uint64_t> meminfoTotal(std::string_view meminfo);

// The memory limit of the cgroup named in a /proc/self/cgroup text, read under
// `root` (normally "/"): cgroup v2's memory.max (in /sys/fs/cgroup or, on a
// hybrid machine, /sys/fs/cgroup/unified) and cgroup v1's
// memory/.../memory.limit_in_bytes, the smallest of the cgroup and its
// parents; "max" and v1's "no limit" (about 2^63) count as none.
std::optional<std::uint64_t> cgroupMemoryLimit(const std::filesystem::path& root, std::string_view selfCgroup);

// The machine's memory as seen from `root` (the files proc/meminfo,
// proc/self/cgroup and sys/fs/cgroup/... under it); with "/" and no
// meminfo, sysconf's physical pages.
MachineMemory readMachineMemory(const std::filesystem::path& root = "/");

// The default memory cap of a search: readMachineMemory().usable(), read once.
std::uint64_t machineMemoryCap();

// The cores this process may run on (sched_getaffinity), at least 1.
int machineThreads();

// A size as typed by a person: plain bytes ("1073741824") or a number with
// K, M, G or T (binary multiples: 1G = 1024 MiB; "6.5G", "512M", "48G", "1T";
// an optional trailing "B" or "iB" is taken too, "48GiB"). nullopt for
// anything else: empty, zero, negative, fractional bytes, unknown unit, too
// large for 64 bits.
std::optional<std::uint64_t> parseByteSize(std::string_view text);

// "6.92 GiB", "512.00 MiB": two decimals, the largest unit that keeps a
// leading digit (KiB at least), for messages.
std::string byteSizeText(std::uint64_t bytes);

} // namespace leapfrog
