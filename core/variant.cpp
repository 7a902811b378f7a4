#include "variant.h"

#include "errors.h"

#include <charconv>
#include <vector>

namespace leapfrog {

std::string_view acceptedVariantForms()
{
    return "classic:N, classic:NxM, strict:NxM, pairs:N (sizes 1 to 100000)";
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
    v.spec_ = "pairs:" + std::to_string(n);
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
