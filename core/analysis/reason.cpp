#include "reason.h"

#include <cctype>
#include <type_traits>

namespace leapfrog {

namespace {

std::string movesWord(int count) { return std::to_string(count) + (count == 1 ? " move" : " moves"); }

std::string holeList(const std::vector<int>& holes)
{
    std::string out;
    for (const int hole : holes) {
        out += (out.empty() ? "" : ", ") + std::to_string(hole + 1);
    }
    return out;
}

// What the category means on this board, where it needs saying: on trees the
// weight decides, on rows only backward needs the words.
std::string kindDetail(const clause::Kind& kind)
{
    if (kind.meaning == KindMeaning::NameOnly) {
        return {};
    }
    if (kind.meaning == KindMeaning::Tree) {
        switch (kind.category) {
        case Category::BackwardStep:
        case Category::BackwardJump: return "raises the board's weight";
        case Category::LevelJump: return "leaves the board's weight unchanged";
        case Category::ForwardStep:
        case Category::HeteroJump:
        case Category::HomoJump: return "lowers the board's weight";
        default: return {};
        }
    }
    if (kind.category == Category::BackwardStep || kind.category == Category::BackwardJump) {
        return "moves a peg away from its destination";
    }
    return {};
}

std::string_view phaseStory(ConstructionPhase phase)
{
    switch (phase) {
    case ConstructionPhase::Opening: return "where the runs of jumps lengthen";
    case ConstructionPhase::Middle: return "the longest run of jumps, through the fully interleaved board";
    case ConstructionPhase::Closing: return "where the runs of jumps shorten and the colours separate";
    }
    return {};
}

// One clause as the words that join it to what came before and the words
// that say it.
struct Piece {
    std::string_view joint;
    std::string words;
};

Piece piece(const Clause& clause)
{
    return std::visit(
        [](const auto& c) -> Piece {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, clause::Kind>) {
                const std::string detail = kindDetail(c);
                return {"", "This " + std::string(categoryNoun(c.category)) + (detail.empty() ? "" : ", which " + detail + ",")};
            } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                return {" ", "keeps an optimal finish"};
            } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                return {" ", "leaves no optimal finish"};
            } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                return {"", "The game is no longer optimal"};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                return {": ", "no optimal solution of this board moves backward"};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                return {": ", "no optimal solution of this board jumps a peg over its own colour"};
            } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                return {": ", "it creates the improper board " + c.pattern + " (holes " + holeList(c.holes)
                                  + "), from which every finish needs a backward move or a jump over the same colour"};
            } else if constexpr (std::is_same_v<C, clause::Costs>) {
                return {"; ", c.moves == 0 ? std::string("it keeps the shortest finish")
                                           : "it costs " + movesWord(c.moves) + " over the shortest finish"};
            } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                return {"; ", "after it the goal can no longer be reached"};
            } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                return {"; ", "from here the best finish takes " + movesWord(c.before) + "; after this move "
                                  + std::to_string(c.after)};
            } else if constexpr (std::is_same_v<C, clause::Phase>) {
                return {": ", "it is move " + std::to_string(c.number) + " of " + std::to_string(c.length)
                                  + " of the Bradley-Thomas construction, in its " + std::string(phaseName(c.phase))
                                  + ", " + std::string(phaseStory(c.phase))};
            } else if constexpr (std::is_same_v<C, clause::Undecided>) {
                if (!c.optimalityKnown) {
                    return {"; ", "at this size Leapfrog cannot tell whether the game is still optimal, nor the best "
                                  "move from here"};
                }
                return {"; ", c.gameWasOptimal ? "at this size Leapfrog cannot tell whether it keeps an optimal finish"
                                               : "at this size Leapfrog cannot tell the best move from here"};
            } else {
                static_assert(std::is_same_v<C, clause::Illegal>);
                return {"", "Illegal: " + describe(c.why)};
            }
        },
        clause);
}

} // namespace

std::string_view phaseName(ConstructionPhase phase)
{
    switch (phase) {
    case ConstructionPhase::Opening: return "opening";
    case ConstructionPhase::Middle: return "middle";
    case ConstructionPhase::Closing: return "closing";
    }
    return {};
}

std::string renderReason(const std::vector<Clause>& clauses)
{
    std::string sentence;
    for (const Clause& clause : clauses) {
        const Piece next = piece(clause);
        // The comma that closes a kind's relative clause before its verb
        // ("..., which moves a peg away from its destination, keeps ...")
        // has no place before a colon or a semicolon.
        if (!sentence.empty() && sentence.back() == ',' && (next.joint == ": " || next.joint == "; ")) {
            sentence.pop_back();
        }
        sentence += sentence.empty() ? std::string() : std::string(next.joint);
        sentence += next.words;
    }
    if (!sentence.empty()) {
        sentence[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence[0])));
        if (sentence.back() == ',') {
            sentence.pop_back();
        }
        sentence += '.';
    }
    return sentence;
}

std::string reasonSource(const std::vector<Clause>& clauses)
{
    for (const Clause& clause : clauses) {
        if (std::holds_alternative<clause::NoOptimalSolutionMovesBackward>(clause)) {
            return "Yancey, section 2.1, Lemma 7";
        }
        if (std::holds_alternative<clause::NoOptimalSolutionJumpsOwnColour>(clause)) {
            return "Yancey, section 2.1, Lemma 6";
        }
        if (std::holds_alternative<clause::CreatesPattern>(clause)) {
            return "Yancey, section 2.3";
        }
        if (std::holds_alternative<clause::Phase>(clause)) {
            return "Yancey, section 1.1, after Bradley and Thomas";
        }
    }
    return {};
}

} // namespace leapfrog
