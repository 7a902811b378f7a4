#include "machine_limits.h"

#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

namespace leapfrog {

namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

// cgroup v1 writes "no limit" as the largest page-aligned 63-bit number;
// anything at or above 2^62 bytes is treated as no limit at all.
constexpr std::uint64_t kNoLimit = std::uint64_t{1} << 62;

std::optional<std::string> readText(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in) {
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::optional<std::uint64_t> readLimitFile(const std::filesystem::path& file)
{
    const std::optional<std::string> text = readText(file);
    if (!text) {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    const char* begin = text->data();
    const auto [end, error] = std::from_chars(begin, begin + text->size(), value);
    if (error != std::errc() || end == begin || value >= kNoLimit) {
        return std::nullopt; // "max", empty, or v1's "no limit"
    }
    return value;
}

// The smallest limit in `file` of the cgroup `group` (a path like
// "/user.slice/x") and of every parent up to the hierarchy's root under `mount`:
// a parent's limit binds its children too.
std::optional<std::uint64_t> tightestUp(const std::filesystem::path& mount, std::string group, const char* file)
{
    std::optional<std::uint64_t> tightest;
    while (true) {
        const std::optional<std::uint64_t> here = readLimitFile(mount / group.substr(1) / file);
        if (here && (!tightest || *here < *tightest)) {
            tightest = here;
        }
        if (group.size() <= 1) {
            return tightest;
        }
        group.erase(std::max<std::size_t>(group.rfind('/'), 1));
    }
}

std::optional<std::uint64_t> smaller(std::optional<std::uint64_t> a, std::optional<std::uint64_t> b)
{
    if (!a || !b) {
        return a ? a : b;
    }
    return std::min(*a, *b);
}

// A /proc/self/cgroup line "ID:CONTROLLERS:PATH": v2's has ID 0 and no
// controllers; v1's memory line names "memory" among its controllers.
std::optional<std::uint64_t> lineLimit(const std::filesystem::path& root, std::string_view line)
{
    const std::size_t first = line.find(':');
    const std::size_t second = first == std::string_view::npos ? first : line.find(':', first + 1);
    if (second == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string controllers(line.substr(first + 1, second - first - 1));
    std::string group(line.substr(second + 1));
    if (group.empty() || group.front() != '/') {
        return std::nullopt;
    }
    const std::filesystem::path cgroups = root / "sys/fs/cgroup";
    if (line.substr(0, first) == "0" && controllers.empty()) {
        return smaller(tightestUp(cgroups, group, "memory.max"), tightestUp(cgroups / "unified", group, "memory.max"));
    }
    if (("," + controllers + ",").find(",memory,") != std::string::npos) {
        return tightestUp(cgroups / "memory", group, "memory.limit_in_bytes");
    }
    return std::nullopt;
}

} // namespace

std::uint64_t MachineMemory::limit() const
{
    return std::min({physical, cgroup.value_or(physical), addressSpace.value_or(physical)});
}

std::string MachineMemory::limitText() const
{
    const std::uint64_t binding = limit();
    if (addressSpace && binding == *addressSpace) {
        return "what ulimit -v (or -d) leaves this process, " + byteSizeText(*addressSpace);
    }
    if (cgroup && binding == *cgroup) {
        return "its cgroup's memory limit, " + byteSizeText(*cgroup);
    }
    return "the machine's memory, " + byteSizeText(physical);
}

std::uint64_t MachineMemory::usable() const
{
    const std::uint64_t limit = this->limit();
    // The margin: the estimate a table is checked against (its codes and
    // marks) leaves out the rest of the process (the state space's ranking
    // tables, per-thread buffers, Qt, stacks) and the rest of the machine (the
    // system, page cache, other programs), and going past a cgroup's limit or
    // the physical memory does not fail cleanly: the kernel's OOM killer ends
    // the process, possibly an hour into a table. So an eighth of the limit
    // is kept back, and at least 512 MiB (half of a limit below 1 GiB).
    const std::uint64_t margin = std::max(limit / 8, std::min(512 * kMiB, limit / 2));
    return limit - margin;
}

std::optional<std::uint64_t> meminfoTotal(std::string_view meminfo)
{
    const std::size_t at = meminfo.find("MemTotal:");
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view rest = meminfo.substr(at + 9);
    rest.remove_prefix(std::min(rest.find_first_not_of(" \t"), rest.size()));
    std::uint64_t kib = 0;
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), kib);
    if (error != std::errc() || end == rest.data() || kib == 0) {
        return std::nullopt;
    }
    return kib * 1024; // meminfo's "kB" are KiB
}

std::optional<std::uint64_t> cgroupMemoryLimit(const std::filesystem::path& root, std::string_view selfCgroup)
{
    std::optional<std::uint64_t> tightest;
    while (!selfCgroup.empty()) {
        const std::size_t end = std::min(selfCgroup.find('\n'), selfCgroup.size());
        tightest = smaller(tightest, lineLimit(root, selfCgroup.substr(0, end)));
        selfCgroup.remove_prefix(std::min(end + 1, selfCgroup.size()));
    }
    return tightest;
}

MachineMemory readMachineMemory(const std::filesystem::path& root)
{
    MachineMemory memory;
    const std::optional<std::string> meminfo = readText(root / "proc/meminfo");
    const std::optional<std::uint64_t> total = meminfo ? meminfoTotal(*meminfo) : std::nullopt;
    if (total) {
        memory.physical = *total;
    } else if (root == "/") {
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long pageSize = sysconf(_SC_PAGE_SIZE);
        memory.physical = pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
    }
    if (const std::optional<std::string> self = readText(root / "proc/self/cgroup")) {
        memory.cgroup = cgroupMemoryLimit(root, *self);
    }
    if (memory.physical == 0) {
        memory.physical = memory.cgroup.value_or(std::uint64_t{4} << 30); // nothing readable: a modest guess
    }
    if (root == "/") {
        memory.addressSpace = addressSpaceLeft();
    }
    return memory;
}

std::optional<std::uint64_t> addressSpaceLeft()
{
    // statm: total program size and data+stack, in pages.
    std::uint64_t sizePages = 0;
    std::uint64_t residentPages = 0;
    std::uint64_t sharedPages = 0;
    std::uint64_t textPages = 0;
    std::uint64_t libraryPages = 0;
    std::uint64_t dataPages = 0;
    if (std::ifstream statm("/proc/self/statm");
        !(statm >> sizePages >> residentPages >> sharedPages >> textPages >> libraryPages >> dataPages)) {
        sizePages = dataPages = 0;
    }
    const auto page = static_cast<std::uint64_t>(sysconf(_SC_PAGE_SIZE));
    std::optional<std::uint64_t> left;
    const auto within = [&](int resource, std::uint64_t used) {
        rlimit limit{};
        if (getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
            const std::uint64_t free = limit.rlim_cur > used ? limit.rlim_cur - used : 0;
            left = smaller(left, free);
        }
    };
    within(RLIMIT_AS, sizePages * page);
    within(RLIMIT_DATA, dataPages * page);
    return left;
}

std::uint64_t machineMemoryCap()
{
    static const std::uint64_t cap = readMachineMemory().usable();
    return cap;
}

int machineThreads()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        return std::max(1, CPU_COUNT(&set));
    }
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

std::optional<std::uint64_t> parseByteSize(std::string_view text)
{
    std::size_t digits = 0;
    while (digits < text.size() && (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.')) {
        ++digits;
    }
    const std::string number(text.substr(0, digits));
    std::string unit(text.substr(digits));
    if (number.empty() || number.front() == '.' || std::count(number.begin(), number.end(), '.') > 1) {
        return std::nullopt;
    }
    for (const char* suffix : {"iB", "B"}) {
        const std::size_t length = std::char_traits<char>::length(suffix);
        if (unit.size() == length + 1 && unit.compare(1, length, suffix) == 0) {
            unit.resize(1);
        }
    }
    int shift = 0;
    if (unit.size() == 1) {
        const std::string units = "KMGT";
        const std::size_t index = units.find(static_cast<char>(std::toupper(static_cast<unsigned char>(unit[0]))));
        if (index == std::string::npos) {
            return std::nullopt;
        }
        shift = 10 * static_cast<int>(index + 1);
    } else if (!unit.empty() || number.find('.') != std::string::npos) {
        return std::nullopt; // an unknown unit, or a fraction of a byte
    }
    if (shift == 0) {
        std::uint64_t bytes = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), bytes);
        return error == std::errc() && end == number.data() + number.size() && bytes > 0 ? std::optional(bytes)
                                                                                          : std::nullopt;
    }
    const double value = std::ldexp(std::strtod(number.c_str(), nullptr), shift);
    if (!(value >= 1) || value >= 0x1p64) {
        return std::nullopt;
    }
    return static_cast<std::uint64_t>(value);
}

std::string byteSizeText(std::uint64_t bytes)
{
    const char* const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes) / 1024;
    std::size_t unit = 0;
    while (value >= 1024 && unit + 1 < std::size(units)) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f %s", value, units[unit]);
    return text;
}

} // namespace leapfrog
