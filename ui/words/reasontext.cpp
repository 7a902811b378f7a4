#include "reasontext.h"

#include "illegaltext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <type_traits>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads ReasonText::tr).
struct ReasonText {
    Q_DECLARE_TR_FUNCTIONS(Reason)
};

// How a clause joins the one before it, as analysis/reason.cpp joins them.
enum class Joint {
    Head,      // starts the sentence
    Predicate, // says what the move's kind (the subject before it) does
    Grounds,   // why the claim before it holds: "%1: %2"
    Further,   // a further fact: "%1; %2"
};

// The subject of a sentence: "This forward step", with what the kind means
// on this board where it needs saying (on rows a backward move's direction,
// on trees the weight's change), as one phrase: the demonstrative and the
// relative pronoun agree with the noun's gender in German and French.
QString plainSubject(Category category)
{
    switch (category) {
    case Category::ForwardStep: return ReasonText::tr("This forward step");
    case Category::HeteroJump: return ReasonText::tr("This jump over the other colour");
    case Category::HomoJump: return ReasonText::tr("This jump over a peg of the same colour");
    case Category::BackwardStep: return ReasonText::tr("This backward step");
    case Category::BackwardJump: return ReasonText::tr("This backward jump");
    case Category::LevelJump: return ReasonText::tr("This jump that leaves the weight unchanged");
    case Category::PairShift: return ReasonText::tr("This pair shift");
    case Category::Step: return ReasonText::tr("This step");
    case Category::Jump: return ReasonText::tr("This jump");
    }
    return ReasonText::tr("This move");
}

// The subject with its meaning on a row; empty where a row adds none.
QString rowSubject(Category category)
{
    switch (category) {
    case Category::BackwardStep:
        return ReasonText::tr("This backward step, which moves a peg away from its destination");
    case Category::BackwardJump:
        return ReasonText::tr("This backward jump, which moves a peg away from its destination");
    default: return {};
    }
}

// The subject with its meaning on a tree (seed 004's weight); empty where
// a tree adds none.
QString treeSubject(Category category)
{
    switch (category) {
    case Category::ForwardStep: return ReasonText::tr("This forward step, which lowers the board's weight");
    case Category::HeteroJump: return ReasonText::tr("This jump over the other colour, which lowers the board's weight");
    case Category::HomoJump:
        return ReasonText::tr("This jump over a peg of the same colour, which lowers the board's weight");
    case Category::BackwardStep: return ReasonText::tr("This backward step, which raises the board's weight");
    case Category::BackwardJump: return ReasonText::tr("This backward jump, which raises the board's weight");
    case Category::LevelJump:
        return ReasonText::tr("This jump that leaves the weight unchanged, which leaves the board's weight unchanged");
    default: return {};
    }
}

// The subject phrase, and whether it ends in a relative clause (which a
// comma then closes before the predicate).
struct Subject {
    QString words;
    bool relative = false;
};

Subject subject(const clause::Kind& kind)
{
    const QString detailed = kind.meaning == KindMeaning::Row    ? rowSubject(kind.category)
                             : kind.meaning == KindMeaning::Tree ? treeSubject(kind.category)
                                                                 : QString();
    return detailed.isEmpty() ? Subject{plainSubject(kind.category), false} : Subject{detailed, true};
}

QString keeps(const Subject& who)
{
    return who.relative ? ReasonText::tr("%1, keeps an optimal finish", "the subject ends in a relative clause")
                              .arg(who.words)
                        : ReasonText::tr("%1 keeps an optimal finish").arg(who.words);
}

QString loses(const Subject& who)
{
    return who.relative ? ReasonText::tr("%1, leaves no optimal finish", "the subject ends in a relative clause")
                              .arg(who.words)
                        : ReasonText::tr("%1 leaves no optimal finish").arg(who.words);
}

QString holeNumbers(const std::vector<int>& holes)
{
    QStringList numbers;
    for (const int hole : holes) {
        numbers << QString::number(hole + 1);
    }
    return numbers.join(QStringLiteral(", "));
}

// A published shortest solution: its authors (Bradley and Thomas) are named
// in the source line under Why?, not in the words a player reads.
QString phaseWords(const clause::Phase& c)
{
    switch (c.phase) {
    case ConstructionPhase::Opening:
        return ReasonText::tr("it is move %1 of %2 of a published shortest solution, in its opening, where the runs "
                              "of jumps lengthen")
            .arg(c.number)
            .arg(c.length);
    case ConstructionPhase::Middle:
        return ReasonText::tr("it is move %1 of %2 of a published shortest solution, in its middle, the longest "
                              "run of jumps, through the fully interleaved board")
            .arg(c.number)
            .arg(c.length);
    case ConstructionPhase::Closing:
        return ReasonText::tr("it is move %1 of %2 of a published shortest solution, in its closing, where the runs "
                              "of jumps shorten and the colours separate")
            .arg(c.number)
            .arg(c.length);
    }
    return {};
}

QString undecidedWords(const clause::Undecided& c)
{
    if (!c.optimalityKnown) {
        return ReasonText::tr("at this size Leapfrog cannot tell whether the game is still optimal, nor the best move "
                              "from here");
    }
    return c.gameWasOptimal ? ReasonText::tr("at this size Leapfrog cannot tell whether it keeps an optimal finish")
                            : ReasonText::tr("at this size Leapfrog cannot tell the best move from here");
}

// A clause said on its own, and how it joins the one before it. The move's
// kind and the predicate after it are said together (subject and verb).
struct Said {
    Joint joint;
    QString words;
};

Said said(const Clause& clause)
{
    return std::visit(
        [](const auto& c) -> Said {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, clause::Kind>) {
                return {Joint::Head, subject(c).words};
            } else if constexpr (std::is_same_v<C, clause::KeepsOptimalGame>) {
                return {Joint::Predicate, keeps({ReasonText::tr("This move"), false})};
            } else if constexpr (std::is_same_v<C, clause::LosesOptimalGame>) {
                return {Joint::Predicate, loses({ReasonText::tr("This move"), false})};
            } else if constexpr (std::is_same_v<C, clause::NoLongerOptimal>) {
                return {Joint::Head, ReasonText::tr("The game is no longer optimal")};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionMovesBackward>) {
                return {Joint::Grounds, ReasonText::tr("no optimal solution of this board moves backward")};
            } else if constexpr (std::is_same_v<C, clause::NoOptimalSolutionJumpsOwnColour>) {
                return {Joint::Grounds, ReasonText::tr("no optimal solution of this board jumps a peg over its own colour")};
            } else if constexpr (std::is_same_v<C, clause::CreatesPattern>) {
                return {Joint::Grounds, ReasonText::tr("it creates the improper board %1 (holes %2), from which every "
                                                       "finish needs a backward move or a jump over the same colour")
                                            .arg(patternText(c.pattern), holeNumbers(c.holes))};
            } else if constexpr (std::is_same_v<C, clause::Costs>) {
                return {Joint::Further, c.moves == 0
                                            ? ReasonText::tr("it keeps the shortest finish")
                                            : ReasonText::tr("it costs %Ln move(s) over the shortest finish", nullptr, c.moves)};
            } else if constexpr (std::is_same_v<C, clause::GoalLost>) {
                return {Joint::Further, ReasonText::tr("after it the goal can no longer be reached")};
            } else if constexpr (std::is_same_v<C, clause::BestFinish>) {
                return {Joint::Further,
                        ReasonText::tr("from here the best finish takes %Ln move(s); after this move %1", nullptr, c.before)
                            .arg(QLocale().toString(c.after))};
            } else if constexpr (std::is_same_v<C, clause::Phase>) {
                return {Joint::Grounds, phaseWords(c)};
            } else if constexpr (std::is_same_v<C, clause::Undecided>) {
                return {Joint::Further, undecidedWords(c)};
            } else {
                static_assert(std::is_same_v<C, clause::Illegal>);
                // The rules' reason for the problem (model/rules.h), in
                // the window's language.
                return {Joint::Head, ReasonText::tr("Illegal: %1").arg(illegalText(c.why))};
            }
        },
        clause);
}

QString joined(const QString& before, const Said& next)
{
    switch (next.joint) {
    case Joint::Grounds: return ReasonText::tr("%1: %2", "a claim, then why it holds").arg(before, next.words);
    case Joint::Further: return ReasonText::tr("%1; %2", "a claim, then a further fact").arg(before, next.words);
    case Joint::Head:
    case Joint::Predicate: break;
    }
    return ReasonText::tr("%1 %2", "two claims in a row").arg(before, next.words);
}

} // namespace

QString reasonText(const std::vector<Clause>& clauses)
{
    QString sentence;
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        const auto* kind = std::get_if<clause::Kind>(&clauses[i]);
        const bool predicateNext = kind != nullptr && i + 1 < clauses.size()
                                   && (std::holds_alternative<clause::KeepsOptimalGame>(clauses[i + 1])
                                       || std::holds_alternative<clause::LosesOptimalGame>(clauses[i + 1]));
        Said next = said(clauses[i]);
        if (predicateNext) {
            const bool keepsNext = std::holds_alternative<clause::KeepsOptimalGame>(clauses[++i]);
            next.words = keepsNext ? keeps(subject(*kind)) : loses(subject(*kind));
        }
        sentence = sentence.isEmpty() ? next.words : joined(sentence, next);
    }
    if (sentence.isEmpty()) {
        return sentence;
    }
    sentence[0] = sentence[0].toUpper();
    return ReasonText::tr("%1.", "the end of a reason's sentence").arg(sentence);
}

QString patternText(const std::string& pattern)
{
    return QString::fromStdString(pattern).replace(QLatin1Char('S'), QLatin1Char('_'));
}

QString patternLegend()
{
    return ReasonText::tr("_ the empty hole, * any run of holes");
}

QString categoryText(Category category)
{
    switch (category) {
    case Category::ForwardStep: return ReasonText::tr("forward step");
    case Category::HeteroJump: return ReasonText::tr("jump over the other colour");
    case Category::HomoJump: return ReasonText::tr("jump over a peg of the same colour");
    case Category::BackwardStep: return ReasonText::tr("backward step");
    case Category::BackwardJump: return ReasonText::tr("backward jump");
    case Category::LevelJump: return ReasonText::tr("jump that leaves the weight unchanged");
    case Category::PairShift: return ReasonText::tr("pair shift");
    case Category::Step: return ReasonText::tr("step");
    case Category::Jump: return ReasonText::tr("jump");
    }
    return ReasonText::tr("move");
}

QString categoryWithArticle(Category category)
{
    switch (category) {
    case Category::ForwardStep: return ReasonText::tr("a forward step");
    case Category::HeteroJump: return ReasonText::tr("a jump over the other colour");
    case Category::HomoJump: return ReasonText::tr("a jump over a peg of the same colour");
    case Category::BackwardStep: return ReasonText::tr("a backward step");
    case Category::BackwardJump: return ReasonText::tr("a backward jump");
    case Category::LevelJump: return ReasonText::tr("a jump that leaves the weight unchanged");
    case Category::PairShift: return ReasonText::tr("a pair shift");
    case Category::Step: return ReasonText::tr("a step");
    case Category::Jump: return ReasonText::tr("a jump");
    }
    return ReasonText::tr("a move");
}

namespace {

// The paper a verdict's clauses rest on, as analysis/reason.cpp's
// reasonSource cites it: the first clause that rests on one; empty if none.
QString paperSource(const Verdict& verdict)
{
    for (const Clause& clause : verdict.clauses) {
        if (std::holds_alternative<clause::NoOptimalSolutionMovesBackward>(clause)) {
            return ReasonText::tr("Yancey, section 2.1, Lemma 7");
        }
        if (std::holds_alternative<clause::NoOptimalSolutionJumpsOwnColour>(clause)) {
            return ReasonText::tr("Yancey, section 2.1, Lemma 6");
        }
        if (std::holds_alternative<clause::CreatesPattern>(clause)) {
            return ReasonText::tr("Yancey, section 2.3");
        }
        if (std::holds_alternative<clause::Phase>(clause)) {
            return ReasonText::tr("Yancey, section 1.1, after Bradley and Thomas");
        }
    }
    return {};
}

} // namespace

bool citesSearch(const Verdict& verdict)
{
    return paperSource(verdict).isEmpty() && !verdict.source.empty() && verdict.basis == Basis::Exact;
}

QString sourceText(const Verdict& verdict)
{
    // As verdict.cpp cites it: a paper the clauses rest on, else the basis.
    if (const QString paper = paperSource(verdict); !paper.isEmpty()) {
        return paper;
    }
    if (verdict.source.empty()) {
        return {};
    }
    return verdict.basis == Basis::Exact ? ReasonText::tr("exact search") : ReasonText::tr("Yancey, section 2");
}

} // namespace leapfrog::ui
