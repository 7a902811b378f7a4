#pragma once
// Memory for a large table outside DistanceTable (leapfrog-cluster's
// slices): the same huge-page aligned memory the distance table lives in.
#include "distance_table.h"

#include <cstdint>
#include <string>

namespace leapfrog {

// `count` uninitialised entries of a large table (TableMemory). Throws
// LimitError naming `what` ("the distance table of classic:9") when the
// system has none to give.
template<typename T>
TableMemory<T> allocateTableMemory(std::uint64_t count, const std::string& what);

} // namespace leapfrog
