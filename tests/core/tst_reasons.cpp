// Every explanation is true on every board: for every legal move from every
// reachable position of a table of small boards, each clause of the reason
// (analysis/reason.h) is checked against an independent exhaustive search
// (reference_graph.h, sharing nothing with the engine but the rules), and
// the sentence shown is checked to say exactly those clauses. The counts of
// (position, move, clause) triples checked are printed per board (resources/docs/findings.md,
// "Every explanation is true").
#include "analysis/judge.h"
#include "analysis/reason.h"
#include "analysis/verdict.h"
#include "analysis/weight.h"
#include "construct/constructions.h"
#include "model/rules.h"
#include "reference_graph.h"

#include <QRegularExpression>
#include <QTest>

#include <deque>
#include <map>
#include <set>

using namespace leapfrog;

namespace {

// The engine's verdict on `move` from `before`, the game's move number
// `movesMade` (the line's moves themselves do not matter to an exact judge).
Verdict verdictOn(const Judge& judge, const Position& before, int movesMade, Move move)
{
    return judge.judge({&move, 1}, LineEnd{before, movesMade, true}).front();
}

bool isRowBackward(const Position& before, Move move)
{
    const Cell mover = before.at(move.from);
    return mover == Cell::Blue ? move.to < move.from : move.to > move.from;
}

// The board's own definitions of the categories, written afresh: on rows by
// the mover's direction and the jumped peg, on trees by the weight's change.
struct Kinds {
    bool backward = false;  // away from the destination (rows), raises the weight (trees)
    bool ownColour = false; // a jump over the mover's colour
};

Kinds kindsOf(const Variant& variant, const Position& before, Move move)
{
    Kinds kinds;
    for (const int over : variant.board().jumpedHoles(move.from, move.to)) {
        kinds.ownColour = kinds.ownColour || before.at(over) == before.at(move.from);
    }
    if (variant.rules() == RuleSet::Pairs) {
        return kinds;
    }
    if (variant.isTree()) {
        kinds.backward = boardWeight(variant, applyMove(variant.rules(), before, move)) > boardWeight(variant, before);
    } else {
        kinds.backward = isRowBackward(before, move);
    }
    return kinds;
}

bool categoryHolds(const Variant& variant, const Position& before, Move move, const clause::Kind& kind)
{
    const KindMeaning meaning = variant.isTree()                               ? KindMeaning::Tree
                                : variant.hasNotation() && !variant.isCustom() ? KindMeaning::Row
                                                                               : KindMeaning::NameOnly;
    if (kind.meaning != meaning) {
        return false;
    }
    if (variant.rules() == RuleSet::Pairs) {
        return kind.category == Category::PairShift;
    }
    const Kinds kinds = kindsOf(variant, before, move);
    const bool jump = !variant.board().jumpedHoles(move.from, move.to).empty();
    if (variant.family() == Family::Dudeney) { // numbered frogs: steps and jumps only
        return kind.category == (jump ? Category::Jump : Category::Step);
    }
    if (variant.isTree()) {
        const int change = boardWeight(variant, applyMove(variant.rules(), before, move)) - boardWeight(variant, before);
        switch (kind.category) {
        case Category::ForwardStep: return !jump && change < 0;
        case Category::BackwardStep: return !jump && change >= 0;
        case Category::BackwardJump: return jump && change > 0;
        case Category::LevelJump: return jump && change == 0;
        case Category::HomoJump: return jump && change < 0 && kinds.ownColour;
        case Category::HeteroJump: return jump && change < 0 && !kinds.ownColour;
        default: return false;
        }
    }
    switch (kind.category) {
    case Category::ForwardStep: return !jump && !kinds.backward;
    case Category::BackwardStep: return !jump && kinds.backward;
    case Category::HomoJump: return jump && kinds.ownColour;
    case Category::HeteroJump: return jump && !kinds.ownColour && !kinds.backward;
    case Category::BackwardJump: return jump && !kinds.ownColour && kinds.backward;
    default: return false;
    }
}

Cell cellOfLetter(char letter)
{
    return letter == 'B' ? Cell::Blue : letter == 'R' ? Cell::Red : Cell::Empty;
}

// The search facts about one board that the clauses claim.
class BoardFacts {
public:
    explicit BoardFacts(const Variant& variant)
        : variant_(variant)
        , graph_(reference::build(variant))
        , start_(graph_.index(variant.start()))
        , fromStart_(graph_.distancesFrom(start_))
        , minimum_(graph_.toGoal[static_cast<std::size_t>(start_)])
    {
        for (std::size_t p = 0; p < graph_.positions.size(); ++p) {
            if (!onOptimalPath(static_cast<int>(p))) {
                continue;
            }
            for (const auto& [move, q] : graph_.successors[p]) {
                if (graph_.toGoal[static_cast<std::size_t>(q)] == graph_.toGoal[p] - 1) {
                    const Kinds kinds = kindsOf(variant, graph_.positions[p], move);
                    someOptimalSolutionMovesBackward_ |= kinds.backward;
                    someOptimalSolutionJumpsOwnColour_ |= kinds.ownColour;
                }
            }
        }
        findCleanFinishes();
        findPhases();
    }

    const reference::Graph& graph() const { return graph_; }
    const std::vector<int>& fromStart() const { return fromStart_; }
    int minimum() const { return minimum_; }
    bool onOptimalPath(int p) const
    {
        const int toGoal = graph_.toGoal[static_cast<std::size_t>(p)];
        return fromStart_[static_cast<std::size_t>(p)] >= 0 && toGoal >= 0
               && fromStart_[static_cast<std::size_t>(p)] + toGoal == minimum_;
    }

    // Whether the clause holds for `move` (from position p to q) as move
    // number `movesMade` of a game; `why` says what failed.
    bool holds(const Clause& clause, int p, Move move, int q, int movesMade, std::string& why) const
    {
        const Position& before = graph_.positions[static_cast<std::size_t>(p)];
        const Position& after = graph_.positions[static_cast<std::size_t>(q)];
        const int dBefore = graph_.toGoal[static_cast<std::size_t>(p)];
        const int dAfter = graph_.toGoal[static_cast<std::size_t>(q)];
        const bool gameOptimalBefore = dBefore >= 0 && movesMade + dBefore == minimum_;
        const bool gameOptimalAfter = dAfter >= 0 && movesMade + 1 + dAfter == minimum_;
        return std::visit(
            [&](const auto& c) -> bool {
                using C = std::decay_t<decltype(c)>;
                if constexpr (std::is_same_v<C, clause::Kind>) {
                    why = "category";
                    return categoryHolds(variant_, before, move, c);
                } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                    why = "keeps an optimal finish";
                    return gameOptimalAfter;
                } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                    why = "loses the optimal finish";
                    return gameOptimalBefore && !gameOptimalAfter;
                } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                    why = "no longer optimal";
                    return !gameOptimalBefore;
                } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                    why = "no optimal solution moves backward";
                    return !someOptimalSolutionMovesBackward_;
                } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                    why = "no optimal solution jumps its own colour";
                    return !someOptimalSolutionJumpsOwnColour_;
                } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                    why = "creates " + c.pattern;
                    return patternHolds(after, c) && !cleanFinish_[static_cast<std::size_t>(q)];
                } else if constexpr (std::is_same_v<C, clause::Costs>) {
                    why = "costs " + std::to_string(c.moves);
                    return dBefore >= 0 && dAfter >= 0 && c.moves == dAfter + 1 - dBefore && c.moves > 0;
                } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                    why = "goal lost";
                    return dAfter < 0;
                } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                    why = "best finish " + std::to_string(c.before) + " then " + std::to_string(c.after);
                    return c.before == dBefore && c.after == dAfter;
                } else if constexpr (std::is_same_v<C, clause::Phase>) {
                    why = "phase";
                    return phaseHolds(c, before, move, movesMade);
                } else {
                    why = "a clause exact search contradicts or cannot check (undecided, illegal)";
                    return false;
                }
            },
            clause);
    }

private:
    // The pattern's letters at its holes, in order, adjacent where the paper
    // writes them together.
    static bool patternHolds(const Position& after, const clause::CreatesPattern& c)
    {
        std::string letters;
        std::vector<bool> joinedToNext;
        for (std::size_t i = 0; i < c.pattern.size(); ++i) {
            if (c.pattern[i] == '*') {
                continue;
            }
            letters += c.pattern[i];
            joinedToNext.push_back(i + 1 < c.pattern.size() && c.pattern[i + 1] != '*');
        }
        if (letters.size() != c.holes.size()) {
            return false;
        }
        for (std::size_t i = 0; i < letters.size(); ++i) {
            if (after.at(c.holes[i]) != cellOfLetter(letters[i])) {
                return false;
            }
            if (i + 1 < letters.size() && (c.holes[i + 1] <= c.holes[i] || (joinedToNext[i] && c.holes[i + 1] != c.holes[i] + 1))) {
                return false;
            }
        }
        return true;
    }

    // Positions from which the goal can be reached with no backward move and
    // no jump over the same colour: a backward search from the goal.
    void findCleanFinishes()
    {
        cleanFinish_.assign(graph_.positions.size(), false);
        std::vector<std::vector<int>> cleanPredecessors(graph_.positions.size());
        for (std::size_t p = 0; p < graph_.positions.size(); ++p) {
            for (const auto& [move, q] : graph_.successors[p]) {
                const Kinds kinds = kindsOf(variant_, graph_.positions[p], move);
                if (!kinds.backward && !kinds.ownColour) {
                    cleanPredecessors[static_cast<std::size_t>(q)].push_back(static_cast<int>(p));
                }
            }
        }
        const int goal = graph_.index(variant_.goal());
        std::deque<int> queue{goal};
        cleanFinish_[static_cast<std::size_t>(goal)] = true;
        while (!queue.empty()) {
            const int q = queue.front();
            queue.pop_front();
            for (const int p : cleanPredecessors[static_cast<std::size_t>(q)]) {
                if (!cleanFinish_[static_cast<std::size_t>(p)]) {
                    cleanFinish_[static_cast<std::size_t>(p)] = true;
                    queue.push_back(p);
                }
            }
        }
    }

    // The constructed optimal solutions, replayed: their positions, and the
    // phase of each move from the solution's own runs of jumps (a run: jumps
    // in a row by pegs of one colour; the middle reaches from the step
    // leading into the first longest run to the end of the last one).
    struct Replayed {
        std::vector<Position> before;
        std::vector<Move> moves;
        std::vector<ConstructionPhase> phase;
    };

    void findPhases()
    {
        if (!variant_.hasNotation()) {
            return;
        }
        for (const auto& solution : constructedOptimalSolutions(variant_)) {
            Replayed replayed;
            replayed.moves = solution->moves();
            Position position = variant_.start();
            std::vector<int> runOf(replayed.moves.size(), -1);
            std::vector<std::size_t> runLength;
            for (std::size_t i = 0; i < replayed.moves.size(); ++i) {
                const Move move = replayed.moves[i];
                replayed.before.push_back(position);
                const bool jump = variant_.board().middle(move.from, move.to) >= 0;
                if (jump) {
                    const bool continues = i > 0 && runOf[i - 1] >= 0
                                           && replayed.before[i - 1].at(replayed.moves[i - 1].from) == position.at(move.from);
                    if (!continues) {
                        runLength.push_back(0);
                    }
                    runOf[i] = static_cast<int>(runLength.size()) - 1;
                    ++runLength.back();
                }
                position = applyMove(variant_.rules(), position, move);
            }
            QVERIFY(position == variant_.goal());
            QCOMPARE(static_cast<int>(replayed.moves.size()), minimum_);
            const std::size_t longest = *std::max_element(runLength.begin(), runLength.end());
            std::size_t middleBegin = replayed.moves.size();
            std::size_t closingBegin = 0;
            for (std::size_t i = 0; i < replayed.moves.size(); ++i) {
                if (runOf[i] >= 0 && runLength[static_cast<std::size_t>(runOf[i])] == longest) {
                    middleBegin = std::min(middleBegin, i);
                    closingBegin = i + 1;
                }
            }
            if (middleBegin > 0 && runOf[middleBegin - 1] < 0) {
                --middleBegin;
            }
            for (std::size_t i = 0; i < replayed.moves.size(); ++i) {
                replayed.phase.push_back(i < middleBegin    ? ConstructionPhase::Opening
                                         : i < closingBegin ? ConstructionPhase::Middle
                                                            : ConstructionPhase::Closing);
            }
            constructions_.push_back(std::move(replayed));
        }
    }

    bool phaseHolds(const clause::Phase& c, const Position& before, Move move, int movesMade) const
    {
        if (c.number != movesMade + 1 || c.length != minimum_) {
            return false;
        }
        const auto index = static_cast<std::size_t>(movesMade);
        for (const Replayed& replayed : constructions_) {
            if (index < replayed.moves.size() && replayed.before[index] == before && replayed.moves[index] == move) {
                return replayed.phase[index] == c.phase;
            }
        }
        return false; // the move is in no constructed solution
    }

    Variant variant_;
    reference::Graph graph_;
    int start_;
    std::vector<int> fromStart_;
    int minimum_;
    bool someOptimalSolutionMovesBackward_ = false;
    bool someOptimalSolutionJumpsOwnColour_ = false;
    std::vector<bool> cleanFinish_;
    std::vector<Replayed> constructions_;
};

// The words each clause may be said with, the clause's data in them: the
// test's own description of the sentence, so that a sentence claiming
// anything beyond its clauses fails to match.
QString clauseWords(const Clause& clause)
{
    const auto moves = [](int n) { return QString::number(n) + (n == 1 ? " move" : " moves"); };
    return std::visit(
        [&](const auto& c) -> QString {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, clause::Kind>) {
                const QString noun = QRegularExpression::escape(QString::fromStdString(std::string(categoryNoun(c.category))));
                switch (c.meaning) {
                case KindMeaning::Row:
                    return "This " + noun + "(, which moves a peg away from its destination,?)?";
                case KindMeaning::Tree:
                    return "This " + noun + ", which (raises|lowers|leaves) the board's weight( unchanged)?,?";
                case KindMeaning::NameOnly: break;
                }
                return "This " + noun;
            } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                return "keeps an optimal finish";
            } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                return "leaves no optimal finish";
            } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                return "The game is no longer optimal";
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                return "no optimal solution of this board moves backward";
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                return "no optimal solution of this board jumps a peg over its own colour";
            } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                QStringList holes;
                for (const int hole : c.holes) {
                    holes << QString::number(hole + 1);
                }
                return "it creates the improper board " + QRegularExpression::escape(QString::fromStdString(c.pattern))
                       + " \\(holes " + holes.join(", ") + "\\), from which every finish needs a backward move or a "
                                                             "jump over the same colour";
            } else if constexpr (std::is_same_v<C, clause::Costs>) {
                return "it costs " + moves(c.moves) + " over the shortest finish";
            } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                return "after it the goal can no longer be reached";
            } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                return "from here the best finish takes " + moves(c.before) + "; after this move " + QString::number(c.after);
            } else if constexpr (std::is_same_v<C, clause::Phase>) {
                return QString("it is move %1 of %2 of the Bradley-Thomas construction, in its %3, [a-z ,-]+")
                    .arg(c.number)
                    .arg(c.length)
                    .arg(QString::fromStdString(std::string(phaseName(c.phase))));
            } else {
                return "(?!)"; // never on an exact board
            }
        },
        clause);
}

std::string clauseName(const Clause& clause)
{
    static constexpr const char* names[] = {"kind", "keeps", "loses", "no-longer-optimal", "no-optimal-backward",
                                            "no-optimal-own-colour", "pattern", "costs", "goal-lost", "best-finish",
                                            "phase", "undecided", "illegal"};
    static_assert(std::size(names) == std::variant_size_v<Clause>);
    return names[clause.index()];
}

bool saysExactly(const Verdict& verdict)
{
    QString pattern;
    for (const Clause& clause : verdict.clauses) {
        pattern += (pattern.isEmpty() ? QString() : QString("(: |; |, | )")) + clauseWords(clause);
    }
    const QRegularExpression sentence(QRegularExpression::anchoredPattern(pattern + "\\."));
    return sentence.match(QString::fromStdString(verdict.reason)).hasMatch();
}

} // namespace

class TestReasons : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyClauseIsTrue_data()
    {
        QTest::addColumn<QString>("spec");
        // The issue's seven boards, then one of each family beyond the papers.
        for (const char* spec : {"y:2", "y:3", "branch:4,1,1,1", "pairs:6", "classic:4", "classic:3x5", "strict:4x4",
                                 "classic:3h2", "classic:3k2", "strict:3h2", "dudeney:4", "grid:1", "row:BB_R>R_BB"}) {
            QTest::newRow(spec) << spec;
        }
    }

    // Every legal move from every reachable position, judged as a move of a
    // game that reached its position by a shortest line (so on the optimal
    // path where the position lies on one) and, for positions on the optimal
    // path, also of a game that slipped on the way there.
    void everyClauseIsTrue()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const BoardFacts facts(variant);
        const Judge judge(variant);
        QVERIFY(judge.isExact());
        std::map<std::string, std::uint64_t> checked; // by clause type
        std::uint64_t triples = 0;
        std::uint64_t verdicts = 0;
        const auto& graph = facts.graph();
        for (std::size_t p = 0; p < graph.positions.size(); ++p) {
            const int arrival = facts.fromStart()[p];
            if (arrival < 0) {
                continue;
            }
            std::vector<int> lengths{arrival};
            if (facts.onOptimalPath(static_cast<int>(p))) {
                lengths.push_back(arrival + 2);
            }
            for (const int movesMade : lengths) {
                for (const auto& [move, q] : graph.successors[p]) {
                    const Verdict verdict = verdictOn(judge, graph.positions[p], movesMade, move);
                    ++verdicts;
                    QVERIFY(verdict.legal);
                    QVERIFY2(!verdict.clauses.empty(), verdict.reason.c_str());
                    for (const Clause& clause : verdict.clauses) {
                        std::string why;
                        if (!facts.holds(clause, static_cast<int>(p), move, q, movesMade, why)) {
                            QFAIL(qPrintable(QString("%1 after %2 moves at %3, move %4: \"%5\" claims what search "
                                                     "denies: %6")
                                                 .arg(spec)
                                                 .arg(movesMade)
                                                 .arg(QString::fromStdString(graph.positions[p].text()),
                                                      QString::fromStdString(moveText(move)),
                                                      QString::fromStdString(verdict.reason),
                                                      QString::fromStdString(why))));
                        }
                        ++triples;
                        ++checked[clauseName(clause)];
                    }
                    QVERIFY2(verdict.reason == renderReason(verdict.clauses), verdict.reason.c_str());
                    QVERIFY2(saysExactly(verdict), verdict.reason.c_str());
                }
            }
        }
        QString perClause;
        for (const auto& [name, count] : checked) {
            perClause += QString(" %1=%2").arg(QString::fromStdString(name)).arg(count);
        }
        qInfo("%s: %llu (position, move, clause) triples checked over %llu verdicts:%s", qPrintable(spec),
              static_cast<unsigned long long>(triples), static_cast<unsigned long long>(verdicts),
              qPrintable(perClause));
        QVERIFY(triples > verdicts); // every verdict makes at least two claims
        // The checks are not vacuous: the claims each kind of board makes.
        QVERIFY((checked.count("costs") || checked.count("goal-lost")) && checked.count("best-finish") && checked.count("keeps"));
        if (variant.hasNotation() && variant.blueCount() >= 2 && variant.redCount() >= 2) {
            QVERIFY(checked.count("phase") && checked.count("pattern"));
        }
        if (variant.hasNotation() && variant.rules() == RuleSet::Classic) { // strict forbids these moves
            QVERIFY(checked.count("no-optimal-backward") && checked.count("no-optimal-own-colour"));
        }
    }

    // The y:2 example of issue 13: the backward jump 7-1 is not explained by
    // Yancey's Lemma 7, because an optimal y:2 solution itself moves backward.
    void treeBackwardMoveCitesNoRowLemma()
    {
        const Variant variant = Variant::parse("y:2");
        const Judge judge(variant);
        Position position = variant.start();
        std::vector<Move> line;
        for (const char* text : {"2-1", "4-2", "6-4", "7-6", "1-7"}) {
            line.push_back(moveFromText(text));
            position = applyMove(variant.rules(), position, line.back());
        }
        const Move jump = moveFromText("7-1");
        const Verdict verdict = judge.judge({&jump, 1}, LineEnd{position, static_cast<int>(line.size()), true}).front();
        QVERIFY(verdict.legal);
        for (const Clause& clause : verdict.clauses) {
            QVERIFY2(!std::holds_alternative<clause::NoOptimalSolutionMovesBackward>(clause), verdict.reason.c_str());
        }
        QVERIFY(verdict.source.find("Lemma") == std::string::npos);
        QVERIFY2(QString::fromStdString(verdict.reason).contains("weight"), verdict.reason.c_str());
    }
};

QTEST_GUILESS_MAIN(TestReasons)
#include "tst_reasons.moc"
