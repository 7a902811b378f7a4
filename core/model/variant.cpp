#include "variant.h"

#include "errors.h"

#include <charconv>
#include <cmath>
#include <vector>

namespace leapfrog {

std::string_view acceptedVariantForms()
{
    return "classic:N, classic:NxM, strict:NxM, pairs:N, y:K, branch:NB,N0,N1,N2 (sizes 1 to 100000; "
           "branch needs NB > N1+N2)";
}

namespace {

[[noreturn]] void refuse(std::string_view spec, const std::string& what)
{
    throw InputError("bad variant \"" + std::string(spec) + "\": " + what + "; accepted: "
                     + std::string(acceptedVariantForms()));
}

int parseSize(std::string_view spec, std::string_view text)
{
    const std::string quoted = "\"" + std::string(text) + "\"";
    if (text.empty()) {
        refuse(spec, "missing size");
    }
    if (text.front() == '-') {
        refuse(spec, "size " + quoted + " is negative");
    }
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (end != text.data() + text.size() || (error != std::errc{} && error != std::errc::result_out_of_range)) {
        refuse(spec, "size " + quoted + " is not a whole number");
    }
    if (error == std::errc::result_out_of_range || value > kMaxPegsPerSide) {
        refuse(spec, "size " + quoted + " is over the limit of " + std::to_string(kMaxPegsPerSide));
    }
    if (value < 1) {
        refuse(spec, "size " + quoted + " must be at least 1");
    }
    return static_cast<int>(value);
}

std::vector<int> parseSizes(std::string_view spec, std::string_view text, char separator)
{
    std::vector<int> sizes;
    while (true) {
        const auto cut = text.find(separator);
        sizes.push_back(parseSize(spec, text.substr(0, cut)));
        if (cut == std::string_view::npos) {
            return sizes;
        }
        text.remove_prefix(cut + 1);
    }
}

} // namespace

Variant Variant::row(Family family, int blue, int red)
{
    Variant v;
    v.family_ = family;
    v.rules_ = family == Family::Strict ? RuleSet::Strict : RuleSet::Classic;
    v.blue_ = blue;
    v.red_ = red;
    const int holes = blue + red + 1;
    v.board_ = Board::row(holes);
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    for (int i = 0; i < blue; ++i) {
        v.start_.set(i, Cell::Blue);
        v.goal_.set(holes - 1 - i, Cell::Blue);
    }
    for (int i = 0; i < red; ++i) {
        v.start_.set(holes - 1 - i, Cell::Red);
        v.goal_.set(i, Cell::Red);
    }
    v.provenMinimum_ = std::int64_t{blue} * red + blue + red;
    v.sizes_ = {blue, red};
    const std::string sizes = std::to_string(blue) + "x" + std::to_string(red);
    if (family == Family::Strict) {
        v.spec_ = "strict:" + sizes;
    } else {
        v.spec_ = "classic:" + (blue == red ? std::to_string(blue) : sizes);
    }
    return v;
}

Variant Variant::classic(int blue, int red) { return row(Family::Classic, blue, red); }
Variant Variant::strict(int blue, int red) { return row(Family::Strict, blue, red); }

Variant Variant::pairs(int n)
{
    // Seed 002 numbers the 2n+2 positions from 0; DESIGN.md's text is 1-based,
    // so the paper's position p is hole p+1 here.
    Variant v;
    v.family_ = Family::Pairs;
    v.rules_ = RuleSet::Pairs;
    v.blue_ = n;
    v.red_ = n;
    const int holes = 2 * n + 2;
    v.board_ = Board::row(holes);
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    for (int i = 0; i < n; ++i) {
        v.start_.set(i, Cell::Blue);
        v.start_.set(n + i, Cell::Red);
        v.goal_.set(2 + 2 * i, Cell::Red);
        v.goal_.set(3 + 2 * i, Cell::Blue);
    }
    if (n >= 4) {
        v.provenMinimum_ = n;
    }
    v.sizes_ = {n};
    v.spec_ = "pairs:" + std::to_string(n);
    return v;
}

namespace {

// Arm `arm` (0, 1, 2) of a Y, holes `first`..`first+length-1` outward from
// `root`, drawn at `angle` degrees (screen coordinates: y grows downward).
void addArm(std::vector<std::pair<int, int>>& edges, std::vector<Point>& coordinates, int root, int first,
            int length, double angle, Point origin)
{
    const double radians = angle * 3.14159265358979323846 / 180.0;
    for (int i = 0; i < length; ++i) {
        edges.emplace_back(i == 0 ? root : first + i - 1, first + i);
        coordinates.push_back({origin.x + (i + 1) * std::cos(radians), origin.y - (i + 1) * std::sin(radians)});
    }
}

void fill(Position& position, int first, int count, Cell cell)
{
    for (int i = 0; i < count; ++i) {
        position.set(first + i, cell);
    }
}

} // namespace

Variant Variant::yBoard(int k)
{
    Variant v;
    v.family_ = Family::Y;
    v.rules_ = RuleSet::Classic;
    v.blue_ = k;
    v.red_ = k;
    v.sizes_ = {k};
    const int holes = 3 * k + 1;
    std::vector<std::pair<int, int>> edges;
    std::vector<Point> coordinates{{0, 0}};
    // Arms at 120 degrees: A to the left, B up and right, C down and right.
    addArm(edges, coordinates, 0, 1, k, 180, {0, 0});
    addArm(edges, coordinates, 0, 1 + k, k, 60, {0, 0});
    addArm(edges, coordinates, 0, 1 + 2 * k, k, -60, {0, 0});
    v.board_ = Board::fromEdges(holes, edges, std::move(coordinates));
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    fill(v.start_, 1, k, Cell::Blue);
    fill(v.start_, 1 + k, k, Cell::Red);
    fill(v.start_, 1 + 2 * k, k, Cell::Yellow);
    fill(v.goal_, 1, k, Cell::Red);
    fill(v.goal_, 1 + k, k, Cell::Yellow);
    fill(v.goal_, 1 + 2 * k, k, Cell::Blue);
    v.spec_ = "y:" + std::to_string(k);
    return v;
}

Variant Variant::branch(int blue, int trunk, int arm1, int arm2)
{
    Variant v;
    v.family_ = Family::Branch;
    v.rules_ = RuleSet::Classic;
    v.blue_ = blue;
    v.red_ = trunk + arm1 + arm2;
    v.sizes_ = {blue, trunk, arm1, arm2};
    const int line = blue + 1 + trunk;
    const int holes = line + arm1 + arm2;
    std::vector<std::pair<int, int>> edges;
    std::vector<Point> coordinates;
    for (int hole = 0; hole < line; ++hole) {
        coordinates.push_back({static_cast<double>(hole), 0});
        if (hole + 1 < line) {
            edges.emplace_back(hole, hole + 1);
        }
    }
    const int fork = line - 1;
    const Point forkPoint{static_cast<double>(fork), 0};
    // The two arms leave the branching point up-right and down-right.
    addArm(edges, coordinates, fork, line, arm1, 60, forkPoint);
    addArm(edges, coordinates, fork, line + arm1, arm2, -60, forkPoint);
    v.board_ = Board::fromEdges(holes, edges, std::move(coordinates));
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    fill(v.start_, 0, blue, Cell::Blue);
    fill(v.start_, blue + 1, holes - blue - 1, Cell::Red);
    fill(v.goal_, 0, v.red_, Cell::Red);
    fill(v.goal_, v.red_ + 1, holes - v.red_ - 1, Cell::Blue);
    v.spec_ = "branch:" + std::to_string(blue) + "," + std::to_string(trunk) + "," + std::to_string(arm1) + ","
              + std::to_string(arm2);
    return v;
}

Variant Variant::parse(std::string_view spec)
{
    const auto colon = spec.find(':');
    if (colon == std::string_view::npos) {
        refuse(spec, "expected NAME:SIZE");
    }
    const std::string_view name = spec.substr(0, colon);
    const std::string_view sizes = spec.substr(colon + 1);
    if (name == "classic" || name == "strict") {
        const auto counts = parseSizes(spec, sizes, 'x');
        if (counts.size() > 2) {
            refuse(spec, "expected N or NxM after \"" + std::string(name) + ":\"");
        }
        const int blue = counts[0];
        const int red = counts.size() == 2 ? counts[1] : counts[0];
        return row(name == "strict" ? Family::Strict : Family::Classic, blue, red);
    }
    if (name == "y") {
        const auto counts = parseSizes(spec, sizes, ',');
        if (counts.size() != 1) {
            refuse(spec, "expected one arm length K after \"y:\"");
        }
        return yBoard(counts[0]);
    }
    if (name == "branch") {
        const auto counts = parseSizes(spec, sizes, ',');
        if (counts.size() != 4) {
            refuse(spec, "expected four sizes NB,N0,N1,N2 after \"branch:\"");
        }
        if (counts[0] <= counts[2] + counts[3]) {
            refuse(spec, "NB must exceed N1+N2 so that the final hole lies on the line");
        }
        return branch(counts[0], counts[1], counts[2], counts[3]);
    }
    if (name == "pairs") {
        const auto counts = parseSizes(spec, sizes, 'x');
        if (counts.size() != 1) {
            refuse(spec, "expected one size N after \"pairs:\"");
        }
        return pairs(counts[0]);
    }
    refuse(spec, "unknown variant name \"" + std::string(name) + "\"");
}

Position Variant::parsePosition(std::string_view text) const
{
    Position position = Position::fromText(text);
    if (position.size() != holeCount()) {
        throw InputError("position \"" + std::string(text) + "\" has " + std::to_string(position.size())
                         + " holes; " + spec_ + " has " + std::to_string(holeCount()) + " (e.g. "
                         + start_.text() + ")");
    }
    for (const Cell cell : {Cell::Empty, Cell::Blue, Cell::Red, Cell::Yellow}) {
        if (position.count(cell) != start_.count(cell)) {
            throw InputError("position \"" + std::string(text) + "\" has " + std::to_string(position.count(cell))
                             + " '" + std::string(1, cellChar(cell)) + "'; " + spec_ + " has "
                             + std::to_string(start_.count(cell)) + " (e.g. " + start_.text() + ")");
        }
    }
    return position;
}

Move Variant::parseMove(std::string_view text) const
{
    const Move move = moveFromText(text);
    if (move.from >= holeCount() || move.to >= holeCount()) {
        throw InputError("move \"" + std::string(text) + "\" names a hole beyond " + std::to_string(holeCount())
                         + ", the last hole of " + spec_);
    }
    return move;
}

} // namespace leapfrog
