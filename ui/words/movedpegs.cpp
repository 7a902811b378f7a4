#include "movedpegs.h"

namespace leapfrog::ui {

std::vector<PegMotion> motionsBetween(const Position& from, const Position& to)
{
    if (from.size() != to.size()) {
        return {};
    }
    std::vector<int> left;
    std::vector<int> arrived;
    for (int hole = 0; hole < from.size(); ++hole) {
        const bool had = isPeg(from.at(hole));
        const bool has = isPeg(to.at(hole));
        if (had && !has) {
            left.push_back(hole);
        } else if (!had && has) {
            arrived.push_back(hole);
        } else if (had && from.at(hole) != to.at(hole)) {
            return {}; // a peg changed colour in place: not a move
        }
    }
    if (left.empty() || left.size() != arrived.size()) {
        return {};
    }
    std::vector<PegMotion> motions;
    for (std::size_t i = 0; i < left.size(); ++i) {
        if (from.at(left[i]) != to.at(arrived[i])) {
            return {};
        }
        motions.push_back({left[i], arrived[i], from.at(left[i])});
    }
    return motions;
}

} // namespace leapfrog::ui
