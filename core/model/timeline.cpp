#include "timeline.h"

#include "rules.h"

#include <algorithm>

namespace leapfrog {

namespace {

// Bytes one checkpoint holds: two bits a hole, in 64-bit words, plus the
// vector's own bookkeeping.
std::size_t checkpointBytes(int holes) { return static_cast<std::size_t>((holes + 31) / 32) * 8 + 32; }

} // namespace

Timeline::Timeline(Variant variant, std::shared_ptr<const Solution> solution, std::size_t budgetBytes)
    : variant_(std::move(variant))
    , solution_(std::move(solution))
{
    const std::uint64_t affordable = std::max<std::uint64_t>(1, budgetBytes / checkpointBytes(variant_.holeCount()));
    // At least every 64 moves is not worth keeping: replaying 64 moves is
    // cheaper than the memory.
    stride_ = std::max<std::uint64_t>(64, (solution_->length() + affordable - 1) / affordable);
    checkpoints_.push_back(variant_.start());
}

void Timeline::extendTo(std::size_t checkpoint)
{
    while (checkpoints_.size() <= checkpoint) {
        Position position = checkpoints_.back();
        const std::uint64_t first = (checkpoints_.size() - 1) * stride_;
        for (std::uint64_t i = first; i < first + stride_; ++i) {
            applyMoveInPlace(variant_.rules(), position, solution_->moveAt(i));
        }
        checkpoints_.push_back(std::move(position));
    }
}

Position Timeline::positionAt(std::uint64_t moves)
{
    const auto checkpoint = static_cast<std::size_t>(moves / stride_);
    extendTo(checkpoint);
    Position position = checkpoints_[checkpoint];
    for (std::uint64_t i = checkpoint * stride_; i < moves; ++i) {
        applyMoveInPlace(variant_.rules(), position, solution_->moveAt(i));
    }
    return position;
}

} // namespace leapfrog
