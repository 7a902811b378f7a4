// The window's reasons (words/reasontext.h) say in English exactly what the
// core's renderReason says, letter for letter, with English plurals from the
// English numerus translation the window installs: for every verdict on
// every move from every reachable position of a table of small boards,
// enumerated by the tests' own exhaustive search (core/reference_graph.h),
// judged exactly, judged by a judge without a table (Yancey's criteria and
// "cannot tell" beyond exact search), and for every illegal move; the one
// difference by design is an improper board's pattern, which the window
// writes with the board's own sign for the empty hole (ui::patternText: the
// paper's S would read as the notation's blue step), and the construction a
// proper move belongs to, which the window calls "a published shortest
// solution" (its authors are on the source line below, for a player who has
// not read the paper; the command line keeps the scholar's name). The last
// test fails if the table never reached some clause, plural or subject, so
// that no translatable sentence goes unchecked.
#include "analysis/judge.h"
#include "analysis/reason.h"
#include "core/reference_graph.h"
#include "language/language.h"
#include "words/reasontext.h"

#include <QTest>

#include <set>
#include <variant>

using namespace leapfrog;

namespace {

// The forms a reason's words take, by clause: each a separate sentence (or
// plural) of reasontext.cpp.
std::set<std::string>& reached()
{
    static std::set<std::string> forms;
    return forms;
}

std::string meaningName(KindMeaning meaning)
{
    switch (meaning) {
    case KindMeaning::Row: return "row";
    case KindMeaning::Tree: return "tree";
    case KindMeaning::NameOnly: return "name";
    }
    return "?";
}

std::string plural(int count) { return count == 1 ? "one" : "many"; }

std::string formOf(const Clause& clause)
{
    return std::visit(
        [](const auto& c) -> std::string {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, clause::Kind>) {
                return "kind " + std::string(categoryName(c.category)) + " " + meaningName(c.meaning);
            } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                return "keeps";
            } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                return "loses";
            } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                return "no-longer-optimal";
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                return "no-optimal-backward";
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                return "no-optimal-own-colour";
            } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                return "pattern";
            } else if constexpr (std::is_same_v<C, clause::Costs>) {
                return "costs " + plural(c.moves);
            } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                return "goal-lost";
            } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                return "best-finish " + plural(c.before);
            } else if constexpr (std::is_same_v<C, clause::Phase>) {
                return "phase " + std::string(phaseName(c.phase));
            } else if constexpr (std::is_same_v<C, clause::Undecided>) {
                return std::string("undecided ") + (!c.optimalityKnown ? "unknown" : c.gameWasOptimal ? "optimal" : "slipped");
            } else {
                return "illegal";
            }
        },
        clause);
}

// Every form the table must reach. Costs{0} ("it keeps the shortest
// finish") is not here: no verdict makes it (a move that loses the optimal
// game from an optimal game always costs at least one move).
std::set<std::string> expectedForms()
{
    std::set<std::string> forms{"keeps", "loses", "no-longer-optimal", "no-optimal-backward", "no-optimal-own-colour",
                                "pattern", "costs one", "costs many", "goal-lost", "best-finish one", "best-finish many",
                                "phase opening", "phase middle", "phase closing", "undecided optimal",
                                "undecided slipped", "undecided unknown", "illegal"};
    // Every subject phrase: each category where it is said by name, the
    // backward moves with their meaning on a row, and each kind a tree has
    // with its weight's change.
    for (const char* row : {"forward-step", "hetero-jump", "homo-jump", "backward-step", "backward-jump"}) {
        forms.insert(std::string("kind ") + row + " row");
    }
    for (const char* tree : {"forward-step", "hetero-jump", "homo-jump", "backward-step", "backward-jump", "level-jump"}) {
        forms.insert(std::string("kind ") + tree + " tree");
    }
    for (const char* name : {"forward-step", "hetero-jump", "homo-jump", "backward-step", "backward-jump", "pair-shift",
                             "step", "jump"}) {
        forms.insert(std::string("kind ") + name + " name");
    }
    return forms;
}

// The English window's sentence against the core's, and its cited source.
void compare(const Verdict& verdict, const QString& where)
{
    QString core = QString::fromStdString(renderReason(verdict.clauses));
    for (const Clause& clause : verdict.clauses) {
        if (const auto* improper = std::get_if<clause::CreatesPattern>(&clause)) {
            core.replace(QString::fromStdString(improper->pattern), ui::patternText(improper->pattern));
        }
    }
    // The player's name for the construction (see the top of this file).
    core.replace(QStringLiteral("of the Bradley-Thomas construction"), QStringLiteral("of a published shortest solution"));
    const QString window = ui::reasonText(verdict);
    if (window != core) {
        QFAIL(qPrintable(QStringLiteral("%1:\n  window: %2\n  core:   %3").arg(where, window, core)));
    }
    const QString source = ui::sourceText(verdict);
    if (source != QString::fromStdString(verdict.source)) {
        QFAIL(qPrintable(QStringLiteral("%1: source \"%2\", core \"%3\"")
                             .arg(where, source, QString::fromStdString(verdict.source))));
    }
    for (const Clause& clause : verdict.clauses) {
        reached().insert(formOf(clause));
    }
}

QString where(const QString& spec, const char* judge, const Position& position, Move move, int movesMade)
{
    return QStringLiteral("%1 (%2) after %3 moves at %4, move %5")
        .arg(spec, QString::fromLatin1(judge))
        .arg(movesMade)
        .arg(QString::fromStdString(position.text()), QString::fromStdString(moveText(move)));
}

} // namespace

class ReasonTextTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // As the window speaks English: its numerus translation installed.
    void initTestCase() { QCOMPARE(ui::installLanguage(QStringLiteral("en")).language(), QLocale::English); }

    void englishIsTheCoresWords_data()
    {
        QTest::addColumn<QString>("spec");
        // The papers' rows and trees, then one of each family beyond them.
        for (const char* spec : {"classic:4", "classic:3x5", "strict:3x3", "y:2", "branch:4,1,1,1", "pairs:4",
                                 "classic:3h2", "classic:3k2", "dudeney:4", "grid:1", "row:BB_R>R_BB"}) {
            QTest::newRow(spec) << spec;
        }
    }

    // Every reachable position (by the test's own search), every legal move
    // from it, as a move of a game that got there by a shortest
    // line and of one that slipped (two moves longer).
    void englishIsTheCoresWords()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const reference::Graph graph = reference::build(variant);
        const std::vector<int> arrival = graph.distancesFrom(graph.index(variant.start()));
        const int minimum = graph.toGoal[static_cast<std::size_t>(graph.index(variant.start()))];
        const Judge exact(variant);
        const Judge tableless(variant, 0);
        QVERIFY(exact.isExact() && !tableless.isExact());
        std::uint64_t verdicts = 0;
        for (std::size_t p = 0; p < graph.positions.size(); ++p) {
            if (arrival[p] < 0) {
                continue;
            }
            const Position& position = graph.positions[p];
            const bool onOptimalPath = graph.toGoal[p] >= 0 && arrival[p] + graph.toGoal[p] == minimum;
            for (const auto& [move, q] : graph.successors[p]) {
                for (const int movesMade : {arrival[p], arrival[p] + 2}) {
                    const bool optimal = onOptimalPath && movesMade == arrival[p];
                    compare(exact.judge({&move, 1}, LineEnd{position, movesMade, optimal}).front(),
                            where(spec, "exact", position, move, movesMade));
                    compare(tableless.judge({&move, 1}, LineEnd{position, movesMade, optimal}).front(),
                            where(spec, "no table", position, move, movesMade));
                    verdicts += 2;
                }
                // After a move no judge could judge.
                compare(tableless.judge({&move, 1}, LineEnd{position, arrival[p], std::nullopt}).front(),
                        where(spec, "unknown line", position, move, arrival[p]));
                ++verdicts;
                if (QTest::currentTestFailed()) {
                    return;
                }
            }
        }
        // Every move from the start that the rules refuse (one sentence, the
        // rules' words in it).
        const Position& start = variant.start();
        const int holes = variant.board().holeCount();
        for (int from = 0; from < holes; ++from) {
            for (int to = 0; to < holes; ++to) {
                const Move move{from, to};
                compare(exact.judge({&move, 1}).front(), where(spec, "exact", start, move, 0));
                ++verdicts;
            }
        }
        qInfo("%s: %llu verdicts said alike", qPrintable(spec), static_cast<unsigned long long>(verdicts));
    }

    // The kinds of move the window names alone (the move list, the coach):
    // the core's nouns and phrases, every category.
    void categoryWordsAreTheCores_data()
    {
        QTest::addColumn<int>("category");
        for (int category = 0; category <= static_cast<int>(Category::Jump); ++category) {
            QTest::newRow(std::string(categoryName(static_cast<Category>(category))).c_str()) << category;
        }
    }

    void categoryWordsAreTheCores()
    {
        QFETCH(int, category);
        const auto kind = static_cast<Category>(category);
        QCOMPARE(ui::categoryText(kind), QString::fromStdString(std::string(categoryNoun(kind))));
        QCOMPARE(ui::categoryWithArticle(kind), QString::fromStdString(categoryPhrase(kind)));
    }

    // Run after the table (Qt runs the tests in this order): every form of
    // every clause was said and compared.
    void everyFormReached()
    {
        QStringList missing;
        for (const std::string& form : expectedForms()) {
            if (!reached().count(form)) {
                missing << QString::fromStdString(form);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("never said: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(ReasonTextTest)
#include "tst_reasontext.moc"
