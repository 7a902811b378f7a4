// leapfrog-cli check VARIANT MOVES... [--json] [--time-limit SECONDS]
// Replays the moves from the start and judges each: legal, proper (the game
// can still finish in the minimum), best from here, cost, category, the
// improper board it creates and why. Stops at the first illegal move (exit 1).
// Boards within the Judge's tables are judged from them; larger ones are
// refined by the search engine move by move within the time limit for the
// whole line (Judge::refine, analysis/judge.h), each verdict saying its basis.
#include "cli.h"

#include "analysis/judge.h"
#include "catalog/requests.h"
#include "model/variant.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace leapfrog::cli {

namespace {

QJsonValue optionalInt(const std::optional<int>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// One claim of the reason with its data, for scripts that check or teach
// from them (analysis/reason.h).
QJsonObject clauseJson(const Clause& clause)
{
    return std::visit(
        [](const auto& c) -> QJsonObject {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, clause::Kind>) {
                return {{"claim", "category"}, {"category", QString::fromUtf8(categoryName(c.category).data())}};
            } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                return {{"claim", "keeps-optimal-finish"}};
            } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                return {{"claim", "loses-optimal-finish"}};
            } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                return {{"claim", "no-longer-optimal"}};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                return {{"claim", "no-optimal-solution-moves-backward"}};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                return {{"claim", "no-optimal-solution-jumps-own-colour"}};
            } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                QJsonArray holes;
                for (const int hole : c.holes) {
                    holes.append(hole + 1);
                }
                return {{"claim", "creates-pattern"}, {"pattern", qs(c.pattern)}, {"holes", holes}};
            } else if constexpr (std::is_same_v<C, clause::Costs>) {
                return {{"claim", "costs"}, {"moves", c.moves}};
            } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                return {{"claim", "goal-lost"}};
            } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                return {{"claim", "best-finish"}, {"before", c.before}, {"after", c.after}};
            } else if constexpr (std::is_same_v<C, clause::Phase>) {
                return {{"claim", "phase"}, {"phase", QString::fromUtf8(phaseName(c.phase).data())},
                        {"number", c.number}, {"length", c.length}};
            } else if constexpr (std::is_same_v<C, clause::Undecided>) {
                return {{"claim", "undecided"}};
            } else {
                return {{"claim", "illegal"}, {"problem", qs(describe(c.why))}};
            }
        },
        clause);
}

QJsonObject verdictJson(const Verdict& verdict)
{
    QJsonObject object{{"move", qs(moveText(verdict.move))}, {"legal", verdict.legal}, {"reason", qs(verdict.reason)}};
    QJsonArray clauses;
    for (const Clause& clause : verdict.clauses) {
        clauses.append(clauseJson(clause));
    }
    object.insert("clauses", clauses);
    if (!verdict.legal) {
        return object;
    }
    QJsonArray holes;
    for (const int hole : verdict.holes) {
        holes.append(hole + 1);
    }
    const bool bestKnown = verdict.basis != Basis::Unknown;
    object.insert("proper", verdict.proper);
    object.insert("best", bestKnown ? QJsonValue(verdict.best) : QJsonValue());
    object.insert("cost", optionalInt(verdict.cost));
    object.insert("category", QString::fromUtf8(categoryName(verdict.category).data()));
    object.insert("pattern", verdict.pattern.empty() ? QJsonValue() : QJsonValue(qs(verdict.pattern)));
    object.insert("holes", holes);
    object.insert("basis", QString::fromUtf8(basisName(verdict.basis).data()));
    if (!verdict.source.empty()) {
        object.insert("source", qs(verdict.source));
    }
    return object;
}

QString verdictLine(std::size_t index, const Verdict& verdict)
{
    const QString move = qs(moveText(verdict.move));
    if (!verdict.legal) {
        return QString("%1. %2  %3").arg(index + 1).arg(move, qs(verdict.reason)); // "Illegal: ..."
    }
    const QString category = QString::fromUtf8(categoryName(verdict.category).data());
    // A move nothing could judge is neither called proper nor improper.
    const QString judgement = verdict.basis == Basis::Unknown ? "unjudged" : verdict.proper ? "proper" : "improper";
    return QString("%1. %2  %3  %4: %5").arg(index + 1).arg(move, category, judgement, qs(verdict.reason));
}

} // namespace

int runCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Replays MOVES from the start of VARIANT and judges each move.");
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit = timeLimitOption();
    parser.addOptions({json, timeLimit});
    const std::optional<Variant> parsed =
        parseCommand(parser, arguments, "check takes a VARIANT and moves, e.g. leapfrog-cli check classic:1 1-2 3-1 2-3",
                     "MOVES", "Moves FROM-TO (1-based holes), as arguments or one string.");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    // Moves come as separate arguments or as one space-separated string.
    const std::vector<Move> moves =
        parseMoveList(variant, parser.positionalArguments().mid(1).join(' ').toStdString());
    const JudgedLine judged = judgeLine(variant, moves, searchControl(parser, timeLimit));
    const std::vector<Verdict>& verdicts = judged.verdicts;
    if (parser.isSet(json)) {
        QJsonArray reports;
        for (const Verdict& verdict : verdicts) {
            reports.append(verdictJson(verdict));
        }
        printJson({{"variant", qs(variant.spec())}, {"minimum", optionalInt(judged.minimum)}, {"goal", judged.goal},
                   {"moves", reports}});
    } else {
        for (std::size_t i = 0; i < verdicts.size(); ++i) {
            print(verdictLine(i, verdicts[i]));
        }
        print(judged.goal ? QString("goal reached in %1 moves").arg(moves.size())
                          : QString("goal not reached; position %1").arg(qs(judged.end.text())));
    }
    if (!judged.allLegal) {
        throw Failure{Negative, QString("move %1 (%2) is illegal").arg(verdicts.size()).arg(
                                    qs(moveText(verdicts.back().move)))};
    }
    return Success;
}

} // namespace leapfrog::cli
