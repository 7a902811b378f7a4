#include "variant.h"

#include "refusal.h"

#include <charconv>
#include <cmath>
#include <vector>

namespace leapfrog {

std::string_view acceptedVariantForms()
{
    return "classic:N, classic:NxM, strict:NxM, pairs:N, y:K, branch:NB,N0,N1,N2 (sizes 1 to 100000; "
           "branch needs NB > N1+N2); classic:N[xM][hH][kK] and strict:N[xM][hH][kK] (H holes, jumps over up to K "
           "pegs; at most 64 holes), dudeney:N (N 1 to 12), grid:N (N 1 to 3), row:START>GOAL[,strict][,kK] "
           "(B, R and _, the same pegs in both, at most 64 holes); a game ID VARIANT@POSITION of a row starts it from "
           "POSITION (e.g. classic:3@BB_BRRR)";
}

std::string_view acceptedGameIdForm()
{
    return "VARIANT@POSITION of a row (classic, strict or row:), the position one character per hole with the "
           "variant's pegs, e.g. classic:3@BB_BRRR";
}

namespace {

std::string refusedVariant(std::string_view spec, const std::string& what)
{
    return "bad variant \"" + excerpt(spec) + "\": " + what + "; accepted: " + std::string(acceptedVariantForms());
}

[[noreturn]] void refuse(std::string_view spec, const std::string& what)
{
    throw InputError(refusedVariant(spec, what));
}

// The same message, with what is wrong as data (its input: the spec).
[[noreturn]] void refuse(std::string_view spec, const std::string& what, Refusal why)
{
    if (why.input.empty()) {
        why.input = excerpt(spec); // a position's refusal keeps the position it names
    }
    throw RefusedInput(refusedVariant(spec, what), std::move(why));
}

Refusal refusalOfKind(Refusal::Kind kind, std::string part = {}, int want = 0)
{
    return Refusal{.kind = kind, .part = std::move(part), .want = want};
}

int parseSize(std::string_view spec, std::string_view text)
{
    const std::string quoted = "\"" + excerpt(text) + "\"";
    if (text.empty()) {
        refuse(spec, "missing size", refusalOfKind(Refusal::Kind::MissingSize));
    }
    if (text.front() == '-') {
        refuse(spec, "size " + quoted + " is negative", refusalOfKind(Refusal::Kind::SizeNotCount, excerpt(text)));
    }
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (end != text.data() + text.size() || (error != std::errc{} && error != std::errc::result_out_of_range)) {
        refuse(spec, "size " + quoted + " is not a whole number", refusalOfKind(Refusal::Kind::SizeNotCount, excerpt(text)));
    }
    if (error == std::errc::result_out_of_range || value > kMaxPegsPerSide) {
        refuse(spec, "size " + quoted + " is over the limit of " + std::to_string(kMaxPegsPerSide),
               refusalOfKind(Refusal::Kind::SizeOverLimit, excerpt(text), kMaxPegsPerSide));
    }
    if (value < 1) {
        refuse(spec, "size " + quoted + " must be at least 1", refusalOfKind(Refusal::Kind::SizeNotCount, excerpt(text)));
    }
    return static_cast<int>(value);
}

// The hH and kK suffixes of a classic or strict row, in that order, each at
// most once: {H, K}, 1 where absent.
std::pair<int, int> parseRowSuffix(std::string_view spec, std::string_view text)
{
    int holes = 1;
    int reach = 1;
    bool seenHoles = false;
    bool seenReach = false;
    while (!text.empty()) {
        const char letter = text.front();
        const auto next = text.find_first_of("hk", 1);
        const std::string_view part = text.substr(0, next);
        const std::string quoted = "\"" + std::string(part) + "\"";
        const std::string_view digits = part.substr(1);
        const bool isHoles = letter == 'h';
        const Refusal badSuffix = refusalOfKind(Refusal::Kind::BadSuffix, excerpt(part), kMaxRowHoles - 1);
        if ((isHoles && (seenHoles || seenReach)) || (!isHoles && seenReach)) {
            refuse(spec,
                   "suffix " + quoted + " out of place; expected at most one hH then at most one kK after "
                   "the sizes (e.g. classic:5h2, strict:4x3k2, classic:6h2k2)",
                   badSuffix);
        }
        long long value = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || end != digits.data() + digits.size() || error != std::errc{}) {
            refuse(spec,
                   std::string(isHoles ? "hole count " : "jump length ") + quoted
                       + " is not a letter followed by a whole number (e.g. h2, k2)",
                   badSuffix);
        }
        if (value < 1) {
            refuse(spec,
                   std::string(isHoles ? "hole count " : "jump length ") + quoted + " must be at least "
                       + (isHoles ? "h1 (one empty hole between the sides)" : "k1 (a jump over one peg)"),
                   badSuffix);
        }
        if (value >= kMaxRowHoles) {
            refuse(spec,
                   std::string(isHoles ? "hole count " : "jump length ") + quoted + " is over the limit of "
                       + std::to_string(kMaxRowHoles - 1),
                   badSuffix);
        }
        (isHoles ? holes : reach) = static_cast<int>(value);
        (isHoles ? seenHoles : seenReach) = true;
        text = next == std::string_view::npos ? std::string_view{} : text.substr(next);
    }
    return {holes, reach};
}

// row:START>GOAL[,strict][,kK]
Variant parseCustomRow(std::string_view spec, std::string_view text)
{
    const auto comma = text.find(',');
    const std::string_view rows = text.substr(0, comma);
    const auto arrow = rows.find('>');
    if (arrow == std::string_view::npos) {
        refuse(spec, "expected START>GOAL after \"row:\" (e.g. row:BR_BR>RB_RB)", refusalOfKind(Refusal::Kind::RowNoArrow));
    }
    RuleSet rules = RuleSet::Classic;
    int reach = 1;
    std::string_view options = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    bool seenRules = false;
    bool seenReach = false;
    while (comma != std::string_view::npos) {
        const auto cut = options.find(',');
        const std::string_view option = options.substr(0, cut);
        const std::string quoted = "\"" + std::string(option) + "\"";
        if ((option == "strict" || option == "classic") && !seenRules && !seenReach) {
            rules = option == "strict" ? RuleSet::Strict : RuleSet::Classic;
            seenRules = true;
        } else if (option.size() >= 2 && option.front() == 'k' && !seenReach) {
            reach = parseRowSuffix(spec, option).second;
            seenReach = true;
        } else {
            refuse(spec,
                   "option " + quoted + " not understood; after START>GOAL come ,strict (or ,classic) and "
                                        ",kK in that order (e.g. row:BB__RR>RR__BB,strict,k2)",
                   refusalOfKind(Refusal::Kind::RowBadOption, excerpt(option)));
        }
        if (cut == std::string_view::npos) {
            break;
        }
        options.remove_prefix(cut + 1);
    }
    try {
        return Variant::customRow(Position::fromText(rows.substr(0, arrow)), Position::fromText(rows.substr(arrow + 1)),
                                  rules, reach);
    } catch (const InputError& error) {
        if (const Refusal* why = refusalOf(error)) {
            refuse(spec, error.what(), *why); // what is wrong with the rows, as data
        }
        refuse(spec, error.what());
    }
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
    // Seed 002 numbers the 2n+2 positions from 0; the move text is 1-based,
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

std::string Variant::rowSuffix(int holes, int reach)
{
    return (holes != 1 ? "h" + std::to_string(holes) : std::string()) + (reach != 1 ? "k" + std::to_string(reach) : std::string());
}

Variant Variant::longRow(RuleSet rules, int blue, int red, int holes, int reach)
{
    if (holes == 1 && reach == 1) {
        return rules == RuleSet::Strict ? strict(blue, red) : classic(blue, red);
    }
    const std::string name = rules == RuleSet::Strict ? "strict:" : "classic:";
    const std::string sides = blue == red && rules != RuleSet::Strict
                                  ? std::to_string(blue)
                                  : std::to_string(blue) + "x" + std::to_string(red);
    const std::string spec = name + sides + rowSuffix(holes, reach);
    // Checked here, not only in parse(): the size dialog builds rows through
    // this door, and must refuse what a saved game's spec would refuse.
    const long long total = static_cast<long long>(blue) + red + holes;
    if (total > kMaxRowHoles) {
        Refusal tooLong = refusalOfKind(Refusal::Kind::RowTooLong, {}, kMaxRowHoles);
        tooLong.have = static_cast<int>(total); // at most two sides of kMaxPegsPerSide and a short gap
        refuse(spec,
               "a row with several holes or long jumps has at most " + std::to_string(kMaxRowHoles)
                   + " holes (only the search engine solves it), and this one has " + std::to_string(total),
               std::move(tooLong));
    }
    Variant v;
    v.family_ = Family::Row;
    v.rules_ = rules;
    v.blue_ = blue;
    v.red_ = red;
    v.holesBetween_ = holes;
    const int size = blue + holes + red;
    v.board_ = Board::row(size, reach);
    v.start_ = Position(size);
    v.goal_ = Position(size);
    for (int i = 0; i < blue; ++i) {
        v.start_.set(i, Cell::Blue);
        v.goal_.set(size - 1 - i, Cell::Blue);
    }
    for (int i = 0; i < red; ++i) {
        v.start_.set(size - 1 - i, Cell::Red);
        v.goal_.set(i, Cell::Red);
    }
    v.sizes_ = {blue, red, holes, reach};
    v.spec_ = spec;
    return v;
}

Variant Variant::dudeney(int frogs)
{
    Variant v;
    v.family_ = Family::Dudeney;
    v.rules_ = RuleSet::Classic;
    const int holes = frogs + 1;
    v.board_ = Board::row(holes);
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    for (int number = 1; number <= frogs; ++number) {
        v.start_.set(number, frogCell(number));
        v.goal_.set(frogs + 1 - number, frogCell(number));
    }
    v.sizes_ = {frogs};
    v.spec_ = "dudeney:" + std::to_string(frogs);
    return v;
}

Variant Variant::grid(int n)
{
    Variant v;
    v.family_ = Family::Grid;
    v.rules_ = RuleSet::Strict;
    const int side = 2 * n + 1;
    const int holes = side * side;
    v.board_ = Board::grid(side);
    v.start_ = Position(holes);
    v.goal_ = Position(holes);
    for (int row = 0; row < side; ++row) {
        for (int column = 0; column < side; ++column) {
            const bool blue = (row < n && column <= n) || (row >= n && column < n);
            const bool centre = row == n && column == n;
            const Cell cell = centre ? Cell::Empty : (blue ? Cell::Blue : Cell::Red);
            const int hole = row * side + column;
            v.start_.set(hole, cell);
            v.goal_.set(holes - 1 - hole, cell);
        }
    }
    v.blue_ = v.start_.count(Cell::Blue);
    v.red_ = v.start_.count(Cell::Red);
    v.sizes_ = {n};
    v.spec_ = "grid:" + std::to_string(n);
    return v;
}

Variant Variant::customRow(const Position& start, const Position& goal, RuleSet rules, int reach)
{
    const std::string accepted = "e.g. row:BR_BR>RB_RB, row:BB__RR>RR__BB,strict,k2";
    const std::string pair = start.text() + ">" + goal.text();
    for (const Position* side : {&start, &goal}) {
        for (int hole = 0; hole < side->size(); ++hole) {
            const Cell cell = side->at(hole);
            if (cell != Cell::Empty && cell != Cell::Blue && cell != Cell::Red) {
                throw RefusedInput("row \"" + pair + "\" holds '" + std::string(1, cellChar(cell)) + "' at hole "
                                       + std::to_string(hole + 1) + "; a row holds B, R and _ only (" + accepted + ")",
                                   Refusal{.kind = Refusal::Kind::RowBadCell,
                                           .part = excerpt(pair),
                                           .character = cellChar(cell),
                                           .hole = hole + 1});
            }
        }
    }
    if (start.size() != goal.size()) {
        throw RefusedInput("row \"" + pair + "\": the start has " + std::to_string(start.size()) + " holes and the goal "
                               + std::to_string(goal.size()) + "; both need the same length (" + accepted + ")",
                           Refusal{.kind = Refusal::Kind::RowLengthsDiffer,
                                   .part = excerpt(pair),
                                   .have = start.size(),
                                   .want = goal.size()});
    }
    if (start.size() < 2 || start.size() > kMaxRowHoles) {
        throw RefusedInput("row \"" + pair + "\" has " + std::to_string(start.size()) + " holes; a row has 2 to "
                               + std::to_string(kMaxRowHoles) + " (" + accepted + ")",
                           Refusal{.kind = Refusal::Kind::RowLengthRange,
                                   .part = excerpt(pair),
                                   .have = start.size(),
                                   .want = kMaxRowHoles});
    }
    const auto counts = [](const Position& p) {
        return std::to_string(p.count(Cell::Blue)) + " B and " + std::to_string(p.count(Cell::Red)) + " R";
    };
    if (start.count(Cell::Blue) != goal.count(Cell::Blue) || start.count(Cell::Red) != goal.count(Cell::Red)) {
        throw RefusedInput("row \"" + pair + "\": start and goal hold different pegs (the start " + counts(start)
                               + ", the goal " + counts(goal) + "); a move never adds or removes a peg (" + accepted + ")",
                           Refusal{.kind = Refusal::Kind::RowPegsDiffer,
                                   .part = excerpt(pair),
                                   .have = start.count(Cell::Blue),
                                   .want = goal.count(Cell::Blue),
                                   .haveOther = start.count(Cell::Red),
                                   .wantOther = goal.count(Cell::Red)});
    }
    if (start.count(Cell::Empty) == 0) {
        throw RefusedInput("row \"" + pair + "\" has no empty hole, so no peg can move (" + accepted + ")",
                           Refusal{.kind = Refusal::Kind::RowNoEmpty, .part = excerpt(pair)});
    }
    Variant v;
    v.family_ = Family::Row;
    v.rules_ = rules;
    v.custom_ = true;
    v.board_ = Board::row(start.size(), reach);
    v.start_ = start;
    v.goal_ = goal;
    v.blue_ = start.count(Cell::Blue);
    v.red_ = start.count(Cell::Red);
    v.holesBetween_ = start.count(Cell::Empty);
    v.spec_ = "row:" + pair + (rules == RuleSet::Strict ? ",strict" : "") + (reach != 1 ? ",k" + std::to_string(reach) : "");
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

namespace {

// The game ID's message; what is wrong as data when known (a refusal of
// its position keeps the position as its input).
[[noreturn]] void refuseId(std::string_view id, const std::string& what, const Refusal* why = nullptr)
{
    std::string message = "bad game ID \"" + excerpt(id) + "\": " + what + "; accepted: " + std::string(acceptedGameIdForm());
    if (why) {
        throw RefusedInput(message, *why);
    }
    throw InputError(message);
}

[[noreturn]] void refuseId(std::string_view id, const std::string& what, Refusal::Kind kind, std::string board = {})
{
    const Refusal why{.kind = kind, .input = excerpt(id), .board = std::move(board)};
    refuseId(id, what, &why);
}

Position positionOfId(std::string_view id, std::string_view text)
{
    try {
        return Position::fromText(text);
    } catch (const InputError& error) {
        refuseId(id, error.what(), refusalOf(error));
    }
}

bool hasGameId(const Variant& variant)
{
    const Family family = variant.family();
    return family == Family::Classic || family == Family::Strict || family == Family::Row;
}

} // namespace

Variant Variant::startedFrom(const Variant& base, const Position& start)
{
    const std::string id = base.spec() + "@" + start.text();
    if (base.isStartedElsewhere()) {
        refuseId(id, base.spec() + " is already a game ID; name the variant once");
    }
    if (!hasGameId(base)) {
        refuseId(id, "game IDs name row boards (classic, strict and row:), not " + base.spec(), Refusal::Kind::NotARowBoard,
                 base.spec());
    }
    Position checked = start;
    try {
        checked = base.parsePosition(start.text());
    } catch (const InputError& error) {
        refuseId(id, error.what(), refusalOf(error));
    }
    if (checked == base.start()) {
        return base;
    }
    Variant v = customRow(checked, base.goal(), base.rules(), base.reach());
    v.spec_ = id;
    v.baseSpec_ = base.spec();
    v.baseFamily_ = base.family();
    v.custom_ = base.isCustom();
    v.sizes_ = base.sizes_;
    return v;
}

namespace {

// classic:N[xM][hH][kK] and strict:...
Variant parseRowSpec(std::string_view spec, std::string_view name, std::string_view sizes)
{
    const auto suffix = sizes.find_first_of("hk");
    const auto counts = parseSizes(spec, sizes.substr(0, suffix), 'x');
    if (counts.size() > 2) {
        refuse(spec, "expected N or NxM after \"" + std::string(name) + ":\"",
               Refusal{.kind = Refusal::Kind::WrongSizeCount, .part = std::string(name),
                       .example = std::string(name) + ":3, " + std::string(name) + ":3x2"});
    }
    const int blue = counts[0];
    const int red = counts.size() == 2 ? counts[1] : counts[0];
    const RuleSet rules = name == "strict" ? RuleSet::Strict : RuleSet::Classic;
    if (suffix == std::string_view::npos) {
        return rules == RuleSet::Strict ? Variant::strict(blue, red) : Variant::classic(blue, red);
    }
    const auto [holes, reach] = parseRowSuffix(spec, sizes.substr(suffix));
    return Variant::longRow(rules, blue, red, holes, reach);
}

// The families sized by one number: dudeney, grid, y, pairs.
Variant parseOneSizeSpec(std::string_view spec, std::string_view name, std::string_view sizes)
{
    const auto counts = parseSizes(spec, sizes, name == "pairs" ? 'x' : ',');
    if (name == "dudeney") {
        if (counts.size() != 1 || counts[0] > kMaxDudeney) {
            refuse(spec,
                   "expected one number of frogs N from 1 to " + std::to_string(kMaxDudeney) + " after \"dudeney:\"",
                   refusalOfKind(Refusal::Kind::SizeOutOfRange, "dudeney", kMaxDudeney));
        }
        return Variant::dudeney(counts[0]);
    }
    if (name == "grid") {
        if (counts.size() != 1) {
            refuse(spec, "expected one size N after \"grid:\"",
                   Refusal{.kind = Refusal::Kind::WrongSizeCount, .part = "grid", .example = "grid:2"});
        }
        if (counts[0] > kMaxGrid) {
            const int side = 2 * counts[0] + 1;
            refuse(spec,
                   "grid:" + std::to_string(counts[0]) + " has " + std::to_string(side * side)
                       + " holes, beyond the search engine's 64; grid:N takes N from 1 to " + std::to_string(kMaxGrid),
                   refusalOfKind(Refusal::Kind::SizeOutOfRange, "grid", kMaxGrid));
        }
        return Variant::grid(counts[0]);
    }
    if (counts.size() != 1) {
        refuse(spec, name == "y" ? "expected one arm length K after \"y:\"" : "expected one size N after \"pairs:\"",
               Refusal{.kind = Refusal::Kind::WrongSizeCount, .part = std::string(name), .example = name == "y" ? "y:3" : "pairs:3"});
    }
    return name == "y" ? Variant::yBoard(counts[0]) : Variant::pairs(counts[0]);
}

Variant parseBranchSpec(std::string_view spec, std::string_view sizes)
{
    const auto counts = parseSizes(spec, sizes, ',');
    if (counts.size() != 4) {
        refuse(spec, "expected four sizes NB,N0,N1,N2 after \"branch:\"",
               Refusal{.kind = Refusal::Kind::WrongSizeCount, .part = "branch", .example = "branch:4,2,1,1"});
    }
    if (counts[0] <= counts[2] + counts[3]) {
        refuse(spec, "NB must exceed N1+N2 so that the final hole lies on the line", refusalOfKind(Refusal::Kind::BranchShape));
    }
    return Variant::branch(counts[0], counts[1], counts[2], counts[3]);
}

} // namespace

Variant Variant::parse(std::string_view spec)
{
    if (const auto at = spec.find('@'); at != std::string_view::npos) {
        const std::string_view positionText = spec.substr(at + 1);
        if (positionText.empty()) {
            refuseId(spec, "no position after '@'", Refusal::Kind::NoPositionAfterAt);
        }
        if (positionText.find('@') != std::string_view::npos) {
            refuseId(spec, "more than one '@'; a game ID names one variant and one position", Refusal::Kind::MoreThanOneAt);
        }
        const Variant base = parse(spec.substr(0, at));
        return startedFrom(base, positionOfId(spec, positionText));
    }
    const auto colon = spec.find(':');
    if (colon == std::string_view::npos) {
        refuse(spec, "expected NAME:SIZE", refusalOfKind(Refusal::Kind::NoNameColon));
    }
    const std::string_view name = spec.substr(0, colon);
    const std::string_view sizes = spec.substr(colon + 1);
    if (name == "classic" || name == "strict") {
        return parseRowSpec(spec, name, sizes);
    }
    if (name == "dudeney" || name == "grid" || name == "y" || name == "pairs") {
        return parseOneSizeSpec(spec, name, sizes);
    }
    if (name == "row") {
        return parseCustomRow(spec, sizes);
    }
    if (name == "branch") {
        return parseBranchSpec(spec, sizes);
    }
    refuse(spec, "unknown variant name \"" + std::string(name) + "\"",
           refusalOfKind(Refusal::Kind::UnknownVariant, excerpt(name)));
}

Position Variant::parsePosition(std::string_view text) const
{
    Position position = Position::fromText(text);
    if (position.size() != holeCount()) {
        throw RefusedInput("position \"" + excerpt(text) + "\" has " + std::to_string(position.size()) + " holes; "
                               + spec_ + " has " + std::to_string(holeCount()) + " (e.g. " + start_.text() + ")",
                           Refusal{.kind = Refusal::Kind::WrongLength,
                                   .input = excerpt(text),
                                   .board = spec_,
                                   .example = start_.text(),
                                   .have = position.size(),
                                   .want = holeCount()});
    }
    const auto have = position.counts();
    const auto want = start_.counts();
    for (const Cell cell : allCells()) {
        if (have[static_cast<std::size_t>(cell)] != want[static_cast<std::size_t>(cell)]) {
            const int had = have[static_cast<std::size_t>(cell)];
            const int wanted = want[static_cast<std::size_t>(cell)];
            throw RefusedInput("position \"" + excerpt(text) + "\" has " + std::to_string(had) + " '"
                                   + std::string(1, cellChar(cell)) + "'; " + spec_ + " has " + std::to_string(wanted)
                                   + " (e.g. " + start_.text() + ")",
                               Refusal{.kind = Refusal::Kind::WrongPegCount,
                                       .input = excerpt(text),
                                       .board = spec_,
                                       .example = start_.text(),
                                       .character = cellChar(cell),
                                       .have = had,
                                       .want = wanted});
        }
    }
    return position;
}

Move Variant::parseMove(std::string_view text) const
{
    const Move move = moveFromText(text);
    if (move.from >= holeCount() || move.to >= holeCount()) {
        throw RefusedInput("move \"" + excerpt(text) + "\" names a hole beyond " + std::to_string(holeCount())
                               + ", the last hole of " + spec_,
                           Refusal{.kind = Refusal::Kind::MoveBeyondBoard,
                                   .input = excerpt(text),
                                   .board = spec_,
                                   .want = holeCount()});
    }
    return move;
}

} // namespace leapfrog
