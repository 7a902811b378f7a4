#pragma once
// A variant: board + rules + start position + goal position, named by its spec
// text (resources/docs/window.md, "Variants", and leapfrog-cli(6); one
// spelling everywhere).
//
//   classic:N      N blue, one hole, N red          (canonical when N == M)
//   classic:NxM    N blue, one hole, M red
//   strict:NxM     the classic board under the strict rules (strict:N allowed)
//   pairs:N        BB..BRR..R__  ->  __RBRB..RB     (seed 002)
//   y:K            three-colour Y board (seed 004, 4.1): centre + arms A, B, C
//   branch:NB,N0,N1,N2  two-colour branching board (seed 004, 4.2)
//
// Beyond the papers (findings.md, "Beyond the papers: the whole family"):
//   classic:N[xM][hH][kK], strict:N[xM][hH][kK]
//                  H holes between the sides (default 1), jumps over up to K
//                  pegs (default 1); goal: the mirror. With H = K = 1 these
//                  are the papers' classic and strict boards.
//   dudeney:N      frogs numbered 1..N in N+1 holes, the hole at the left
//                  end; reverse their order (classic rules)
//   grid:N         a (2N+1) x (2N+1) square, blue top left, red bottom right,
//                  the centre empty; strict rules (blue right or down, red
//                  left or up); goal: the start turned half a turn
//   row:START>GOAL[,strict][,kK]
//                  a row of the user's own: B, R and _ with the same pegs in
//                  start and goal, classic rules unless `strict`
//
// A game ID VARIANT@POSITION (cli.md, "Game IDs"; e.g. classic:3@BB_BRRR)
// is the variant's board, rules and goal started from POSITION. Only rows have IDs
// (classic, strict, their long forms and row:): such a variant is a custom
// row (Family::Row) from that start, so no construction, formula or proven
// minimum keyed on the papers' families is ever applied to a start they
// were not proved for; the engine answers it by search (the row search
// where the goal is the papers' mirror). Its spec() is the ID itself, so a
// saved game of an ID loads again. A POSITION equal to the variant's start
// names the variant itself (spec() without @).
//
// Sizes run from 1 to kMaxPegsPerSide; larger or smaller sizes, unknown names
// and junk are refused with an InputError that names the bad part.
#include "board.h"
#include "move.h"
#include "position.h"
#include "rules.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

// Largest number of pegs of one colour a spec may ask for. Position text and
// move lists stay small at this size; each solver documents its own, smaller
// limit.
inline constexpr int kMaxPegsPerSide = 100000;

// Largest N of dudeney:N (frogs carry the numbers 1..kMaxFrog, cell.h).
inline constexpr int kMaxDudeney = kMaxFrog;
// Largest N of grid:N: grid:3 has 49 holes; grid:4 (81) is beyond the 64
// holes the search engine numbers (search/cell_array.h), and a board whose
// verdicts and hints could never be computed is refused rather than shown.
inline constexpr int kMaxGrid = 3;
// Holes in a row: of row: specs, and of classic/strict rows with several
// holes or long jumps, which only the search engine solves (64 holes there).
inline constexpr int kMaxRowHoles = 64;

// Classic and Strict are the papers' rows (one hole, one-peg jumps); Row is
// every other row of B, R and holes (several holes, long jumps, the user's
// own start and goal) under either rule set, solved by search alone.
enum class Family { Classic, Strict, Pairs, Y, Branch, Row, Dudeney, Grid };

class Variant {
public:
    // Throws InputError naming the bad part of the spec and the accepted forms.
    static Variant parse(std::string_view spec);
    static Variant classic(int blue, int red);
    static Variant strict(int blue, int red);
    static Variant pairs(int n);
    // Hole order: centre, then arm A from the centre outward, then B, then C.
    // Start: blue fills A, red B, yellow C. Goal: blue in C, red in A, yellow
    // in B (the paper's words), centre empty.
    static Variant yBoard(int armLength);
    // Hole order: the line left to right (NB blue, the hole, a trunk of N0 red
    // ending at the branching point), then arm 1 outward, then arm 2 outward.
    // Goal: red fills the N0+N1+N2 holes at the left end of the line, then the
    // hole, then blue fills the rest of the line and both arms. Requires
    // NB > N1 + N2 (seed 004 Theorem 15's assumption) so the final hole lies on
    // the line left of the branching point.
    static Variant branch(int blue, int trunk, int arm1, int arm2);
    // classic:N[xM][hH][kK] and strict:...: `holes` empty holes between the
    // sides, jumps over up to `reach` pegs. With holes == reach == 1 this is
    // classic() or strict().
    static Variant longRow(RuleSet rules, int blue, int red, int holes, int reach);
    static Variant dudeney(int frogs);
    static Variant grid(int n);
    // row:START>GOAL: throws InputError when start and goal differ in
    // length or pieces, or hold anything but B, R and _.
    static Variant customRow(const Position& start, const Position& goal, RuleSet rules, int reach);
    // The game ID base@start: `base`'s board, rules and goal from `start`
    // (base itself when start is its start). Throws InputError when base is
    // not a row (classic, strict and row: only), is itself an ID, or start is
    // not a position of base (length, pegs, letters).
    static Variant startedFrom(const Variant& base, const Position& start);

    const std::string& spec() const { return spec_; }
    Family family() const { return family_; }
    const Board& board() const { return board_; }
    RuleSet rules() const { return rules_; }
    const Position& start() const { return start_; }
    const Position& goal() const { return goal_; }
    int holeCount() const { return board_.holeCount(); }
    int blueCount() const { return blue_; }
    int redCount() const { return red_; }
    bool isTree() const { return family_ == Family::Y || family_ == Family::Branch; }
    // Empty holes between the sides of a classic/strict row (H; 1 on the
    // papers' rows); the holes of the start elsewhere.
    int holesBetween() const { return holesBetween_; }
    // The most pegs one jump passes over (K; 1 but on long-jump rows).
    int reach() const { return board_.reach(); }
    // Whether the spec names its start and goal itself (row:, and an ID of
    // a row: spec).
    bool isCustom() const { return custom_; }
    // Whether this is a game ID VARIANT@POSITION: started elsewhere than its
    // base variant's start. Then family() is Row; baseSpec() and
    // baseFamily() name the variant it was made from (the window shows
    // "classic:3, from BB_BRRR"); otherwise they are spec() and family().
    bool isStartedElsewhere() const { return !baseSpec_.empty(); }
    const std::string& baseSpec() const { return isStartedElsewhere() ? baseSpec_ : spec_; }
    Family baseFamily() const { return isStartedElsewhere() ? baseFamily_ : family_; }
    // The sizes the spec names, in its order (classic: blue, red; y: K;
    // branch: NB, N0, N1, N2; rows with H or K: blue, red, H, K; dudeney: N;
    // grid: N; row:: none).
    const std::vector<int>& sizes() const { return sizes_; }

    // The minimum number of moves where a paper proves it (classic and strict:
    // nm + n + m, seed 000 Theorem 1; pairs: n for n >= 4, seed 002 Theorem 1
    // and its construction); nullopt where only search can tell.
    std::optional<std::int64_t> provenMinimum() const { return provenMinimum_; }

    // Whether Yancey's S/s/J/j letters apply (two-colour row boards).
    bool hasNotation() const { return family_ == Family::Classic || family_ == Family::Strict; }

    // A position of this variant from text: right length, same pegs as the
    // start. Throws InputError.
    Position parsePosition(std::string_view text) const;
    // A move's text, checked for syntax and hole range (not legality).
    Move parseMove(std::string_view text) const;

    bool isGoal(const Position& position) const { return position == goal_; }

private:
    Variant() = default;
    static Variant row(Family family, int blue, int red);
    static std::string rowSuffix(int holes, int reach);

    std::string spec_;
    Family family_ = Family::Classic;
    std::string baseSpec_; // empty unless a game ID
    Family baseFamily_ = Family::Classic;
    Board board_;
    RuleSet rules_ = RuleSet::Classic;
    Position start_;
    Position goal_;
    int blue_ = 0;
    int red_ = 0;
    int holesBetween_ = 1;
    bool custom_ = false;
    std::vector<int> sizes_;
    std::optional<std::int64_t> provenMinimum_;
};

// The accepted forms, for error messages and --help.
std::string_view acceptedVariantForms();
// The accepted form of a game ID, for error messages and --help.
std::string_view acceptedGameIdForm();

} // namespace leapfrog
