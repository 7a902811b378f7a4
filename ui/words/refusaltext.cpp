#include "refusaltext.h"

#include "texts.h"

#include "families/families.h"

#include <QCoreApplication>
#include <QStringList>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads RefusalText::tr).
struct RefusalText {
    Q_DECLARE_TR_FUNCTIONS(Refusal)
};

using RefusalKind = Refusal::Kind;

QString refusalUtf8(const std::string& text) { return QString::fromUtf8(text); }

// Numbers as arguments of one multi-argument arg(): a typed text that holds
// "%2" is then never taken for a place of the sentence.
QString refusalNumber(int value) { return QString::number(value); }

// The peg or hole counted in a position, one whole sentence a cell kind
// (the count's noun is declined with it).
QString pegCountRefusalText(const Refusal& r)
{
    const QString input = refusalUtf8(r.input);
    const QString board = refusalUtf8(r.board);
    const QString example = refusalUtf8(r.example);
    switch (r.character) {
    case 'B':
        return RefusalText::tr("The position \"%1\" has %n blue peg(s) (B), and %2 has %3, as in %4.", nullptr, r.have)
            .arg(input, board, refusalNumber(r.want), example);
    case 'R':
        return RefusalText::tr("The position \"%1\" has %n red peg(s) (R), and %2 has %3, as in %4.", nullptr, r.have)
            .arg(input, board, refusalNumber(r.want), example);
    case 'Y':
        return RefusalText::tr("The position \"%1\" has %n yellow peg(s) (Y), and %2 has %3, as in %4.", nullptr, r.have)
            .arg(input, board, refusalNumber(r.want), example);
    case '_':
        return RefusalText::tr("The position \"%1\" has %n empty hole(s) (_), and %2 has %3, as in %4.", nullptr, r.have)
            .arg(input, board, refusalNumber(r.want), example);
    default:
        return RefusalText::tr("The position \"%1\" has %n \"%2\", and %3 has %4, as in %5.", nullptr, r.have)
            .arg(input, QString(QLatin1Char(r.character)), board, refusalNumber(r.want), example);
    }
}

QString positionRefusalText(const Refusal& r)
{
    switch (r.kind) {
    case RefusalKind::EmptyPosition: return RefusalText::tr("The position is empty: write one letter a hole.");
    case RefusalKind::BadCharacter:
        return RefusalText::tr("The position \"%1\" has \"%2\" at hole %3; a hole holds B (blue), R (red), Y (yellow), "
                               "_ (empty) or a frog's number.")
            .arg(refusalUtf8(r.input), QString::fromLatin1(&r.character, 1), refusalNumber(r.hole));
    case RefusalKind::WrongLength:
        return RefusalText::tr("The position \"%1\" has %n hole(s), and %2 has %3, as in %4.", nullptr, r.have)
            .arg(refusalUtf8(r.input), refusalUtf8(r.board), refusalNumber(r.want), refusalUtf8(r.example));
    case RefusalKind::WrongPegCount: return pegCountRefusalText(r);
    case RefusalKind::MoveBeyondBoard:
        return RefusalText::tr("The move \"%1\" names a hole beyond %2, the last hole of %3.")
            .arg(refusalUtf8(r.input), refusalNumber(r.want), refusalUtf8(r.board));
    default: return {};
    }
}

namespace {

// The Variant menu's families, in its order and words, each with the word a
// game ID spells it with: "Classic (classic), Strict rules (strict), ...".
QString familyList()
{
    QStringList names;
    for (const BoardFamily& entry : boardFamilies()) {
        names << RefusalText::tr("%1 (%2)", "a board family's name in the Variant menu, the word a game ID writes")
                     .arg(plainMenuText(entry.menuText()),
                          QString::fromLatin1(entry.specWord.data(), static_cast<qsizetype>(entry.specWord.size())));
    }
    return names.join(RefusalText::tr(", ", "between the families listed"));
}

} // namespace

QString variantRefusalText(const Refusal& r)
{
    const QString input = refusalUtf8(r.input);
    switch (r.kind) {
    case RefusalKind::NoNameColon:
        return RefusalText::tr("The text \"%1\" names no board: write a board's name, a colon and its size, as in classic:3.")
            .arg(input);
    case RefusalKind::UnknownVariant:
        return RefusalText::tr("There is no board called \"%1\"; the boards are those of the Variant menu: %2.")
            .arg(refusalUtf8(r.part), familyList());
    case RefusalKind::MissingSize:
        return RefusalText::tr("A size is missing in \"%1\": write whole numbers, as in classic:3 or classic:3x2.").arg(input);
    case RefusalKind::SizeNotCount:
        return RefusalText::tr("The size \"%1\" in \"%2\" is not a whole number of 1 or more.").arg(refusalUtf8(r.part), input);
    case RefusalKind::SizeOverLimit:
        return RefusalText::tr("The size \"%1\" in \"%2\" is over the limit of %3.")
            .arg(refusalUtf8(r.part), input, countText(static_cast<std::uint64_t>(r.want)));
    case RefusalKind::WrongSizeCount:
        return RefusalText::tr("The sizes in \"%1\" do not fit the board %2: write them as in %3.")
            .arg(input, refusalUtf8(r.part), refusalUtf8(r.example));
    case RefusalKind::SizeOutOfRange:
        return RefusalText::tr("The size in \"%1\" is out of range: the board %2 takes one size from 1 to %3.")
            .arg(input, refusalUtf8(r.part), refusalNumber(r.want));
    case RefusalKind::BranchShape:
        return RefusalText::tr("In \"%1\" the first size NB must be larger than the two arms N1 and N2 together, so "
                               "that the last hole lies on the line.")
            .arg(input);
    case RefusalKind::BadSuffix:
        return RefusalText::tr("The ending \"%1\" in \"%2\" is not understood: after the sizes come at most one h "
                               "(holes between the sides), then at most one k (the longest jump), each with a number "
                               "from 1 to %3, as in classic:6h2k2.")
            .arg(refusalUtf8(r.part), input, refusalNumber(r.want));
    case RefusalKind::RowTooLong:
        return RefusalText::tr("The row \"%1\" would have %2 holes; a row with several holes between the sides or long "
                               "jumps has at most %3 holes.")
            .arg(input, refusalNumber(r.have), refusalNumber(r.want));
    default: return {};
    }
}

QString rowRefusalText(const Refusal& r)
{
    const QString input = refusalUtf8(r.input);
    switch (r.kind) {
    case RefusalKind::RowNoArrow:
        return RefusalText::tr("The text \"%1\" names no row: after \"row:\" write the start, > and the goal, as in "
                               "row:BR_BR>RB_RB.")
            .arg(input);
    case RefusalKind::RowBadOption:
        return RefusalText::tr("The option \"%1\" in \"%2\" is not understood: after the start and the goal come "
                               ",strict (or ,classic) and ,k with the longest jump, in that order, as in "
                               "row:BB__RR>RR__BB,strict,k2.")
            .arg(refusalUtf8(r.part), input);
    case RefusalKind::RowBadCell:
        return RefusalText::tr("A row holds blue pegs (B), red pegs (R) and empty holes (_) only, and hole %1 holds "
                               "\"%2\".")
            .arg(refusalNumber(r.hole), QString::fromLatin1(&r.character, 1));
    case RefusalKind::RowLengthsDiffer:
        return RefusalText::tr("The start has %1 holes and the goal %2: both need the same length.").arg(refusalNumber(r.have), refusalNumber(r.want));
    case RefusalKind::RowLengthRange:
        return RefusalText::tr("A row has 2 to %1 holes, and this one has %2.").arg(refusalNumber(r.want), refusalNumber(r.have));
    case RefusalKind::RowPegsDiffer:
        return RefusalText::tr("Start and goal hold different pegs: the start %1 blue and %2 red, the goal %3 blue and "
                               "%4 red; a move never adds or removes a peg.")
            .arg(refusalNumber(r.have), refusalNumber(r.haveOther), refusalNumber(r.want), refusalNumber(r.wantOther));
    case RefusalKind::RowNoEmpty: return RefusalText::tr("The row has no empty hole, so no peg can move.");
    default: return {};
    }
}

QString gameIdRefusalText(const Refusal& r)
{
    const QString input = refusalUtf8(r.input);
    switch (r.kind) {
    case RefusalKind::NoPositionAfterAt: return RefusalText::tr("The game ID \"%1\" has no position after the @.").arg(input);
    case RefusalKind::MoreThanOneAt:
        return RefusalText::tr("The game ID \"%1\" has more than one @; a game ID names one board and one position.").arg(input);
    case RefusalKind::NotARowBoard:
        return RefusalText::tr("The board %1 takes no position: game IDs name row boards (classic, strict and row).")
            .arg(refusalUtf8(r.board));
    default: return {};
    }
}

} // namespace

QString refusalText(const Refusal& refusal)
{
    for (const auto& words : {positionRefusalText, variantRefusalText, rowRefusalText, gameIdRefusalText}) {
        if (QString sentence = words(refusal); !sentence.isEmpty()) {
            return sentence;
        }
    }
    return {};
}

QString refusalText(const std::exception& error)
{
    if (const Refusal* refusal = refusalOf(error)) {
        if (QString sentence = refusalText(*refusal); !sentence.isEmpty()) {
            return sentence;
        }
    }
    return asSentence(QString::fromUtf8(error.what()));
}

} // namespace leapfrog::ui
