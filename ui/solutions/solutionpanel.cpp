#include "solutionpanel.h"

#include "look/mutedtext.h"
#include "panels/labels.h"
#include "catalog/solution_word.h"
#include "model/move.h"
#include "words/movelisttexts.h"
#include "words/pluralcount.h"
#include "words/texts.h"
#include "solutionlistview.h"
#include "solutionpicker.h"
#include "solutionplayer.h"
#include "wordview.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QString>
#include <QVBoxLayout>

#include <vector>

namespace leapfrog::ui {

namespace {

// A section's title: bold, and wrapped, as a narrow panel needs.
QLabel* sectionLabel(const QString& text, QWidget* parent)
{
    auto* label = wrappedLabel(parent);
    label->setText(text);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

QString decimal(const BigInt& value) { return QString::fromStdString(value.toString()); }


} // namespace

SolutionPanel::SolutionPanel(SolutionPlayer* player, QWidget* parent)
    : QWidget(parent)
    , player_(player)
    , title_(new QLabel(this))
    , note_(wrappedLabel(this))
    , numbers_(new QPlainTextEdit(this))
    , wordTitle_(sectionLabel(tr("Notation"), this))
    , word_(new WordView(player, this))
    , dotNote_(wrappedLabel(this))
    , movesTitle_(sectionLabel(tr("Moves"), this))
    , list_(new SolutionListView(player, this))
    , keys_(wrappedLabel(this))
{
    setObjectName(QStringLiteral("solutionPanel"));
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    keepMuted(note_);
    numbers_->setObjectName(QStringLiteral("longNumbers"));
    numbers_->setReadOnly(true);
    numbers_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    numbers_->setWordWrapMode(QTextOption::WrapAnywhere);
    numbers_->setMaximumHeight(4 * numbers_->fontMetrics().height());
    keys_->setObjectName(QStringLiteral("playerKeys"));
    keepMuted(keys_);
    dotNote_->setObjectName(QStringLiteral("dotNote"));
    keepMuted(dotNote_);
    dotNote_->setText(noLetterNote());
    // What the letters are, where they are read (and for a screen reader).
    wordTitle_->setToolTip(letterKey());
    word_->setAccessibleDescription(letterKey());
    list_->setAccessibleDescription(letterKey());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(note_);
    layout->addWidget(numbers_);
    layout->addSpacing(4);
    layout->addWidget(wordTitle_);
    layout->addWidget(word_);
    layout->addWidget(dotNote_);
    layout->addSpacing(4);
    layout->addWidget(movesTitle_);
    layout->addWidget(list_, 1);
    layout->addWidget(keys_);

    connect(player_, &SolutionPlayer::phaseChanged, this, &SolutionPanel::refresh);
    connect(player_, &SolutionPlayer::solutionChanged, this, &SolutionPanel::refresh);
    refresh();
}

// A move of the word without a letter (the player's own backward move, or
// a jump over the same colour): shown as a dot, which the panel explains.
bool SolutionPanel::showsADot() const
{
    const WordIndex* word = player_->word();
    if (!word) {
        return false;
    }
    for (std::size_t run = 0; run < word->runCount(); ++run) {
        if (word->run(run).letter == kNoLetter) {
            return true;
        }
    }
    return false;
}

QString SolutionPanel::title() const { return title_->text(); }

QString SolutionPanel::note() const { return note_->text(); }

void SolutionPanel::refresh()
{
    const SolutionCatalog* catalog = player_->catalog();
    const bool lettered = player_->catalog() ? catalog->variant().hasNotation() : true;
    wordTitle_->setVisible(lettered);
    word_->setVisible(lettered);
    dotNote_->setVisible(lettered && showsADot());
    // Only a board with a notation shows letters to click.
    setWords(keys_, lettered ? tr("Click a letter or a move to go there. Space plays and pauses, the arrows step, Esc "
                                 "goes back to your game.")
                            : tr("Click a move in the list to go there. Space plays and pauses, the arrows step, Esc "
                                 "goes back to your game."));
    if (player_->isReplay() && player_->solution()) {
        wordTitle_->setText(tr("Notation"));
        title_->setText(tr("Your game, move by move"));
        setWords(note_, tr("Your own moves again, each with its verdict in the list. Space plays and pauses; Esc "
                          "returns to your game as it was."));
        numbers_->hide();
        return;
    }
    if (!catalog || !player_->solution()) {
        title_->setText(tr("Solution"));
        setWords(note_, player_->busyText());
        numbers_->hide();
        return;
    }
    wordTitle_->setText(player_->ownMoves() > 0 ? tr("Notation (your game's moves underlined)") : tr("Notation"));
    const std::optional<BigInt>& rank = player_->rank();
    const std::optional<BigInt>& count = catalog->count();
    if (rank && count) {
        // One word for both: an optimal way on from the player's moves is a
        // solution too (its note says from where), and the bar names it so.
        title_->setText(tr("Solution %1 of %2").arg(shortNumber(*rank), shortNumber(*count)));
    } else {
        title_->setText(tr("An optimal solution"));
    }
    QString note = sourceNote(*catalog, rank, count);
    if (!player_->comparison().isEmpty()) {
        note = player_->comparison() + QLatin1Char(' ') + note;
    }
    setWords(note_, note);
    showWholeNumbers(*catalog, rank, count);
}

// Where the solution comes from: the papers' constructions or exact search
// (said as "published constructions": a newcomer knows no papers).
QString SolutionPanel::sourceNote(const SolutionCatalog& catalog, const std::optional<BigInt>& rank,
                                  const std::optional<BigInt>& count) const
{
    const bool finishes = catalog.scope() == CatalogScope::Finishes;
    QString note;
    switch (catalog.source()) {
    case CatalogSource::Constructions:
        note = catalog.startMove() > 0 ? yourMovesNote()
                                       : tr("From published constructions that give every optimal solution of this board.");
        if (catalog.hasLabels() && rank) {
            note += QLatin1Char(' ')
                    + tr("Its label in Zhu and Wang's numbering: %1.").arg(shortNumber(catalog.labelOf(*rank)));
        }
        break;
    case CatalogSource::Search:
        // One solution in the singular ("Solution 1 of 1" over it), more in the plural.
        note = finishes ? tr("The optimal solution(s) from move %1 on, found by exact search; your own moves come "
                             "first.", nullptr, count ? pluralCount(*count) : 2)
                              .arg(countText(catalog.startMove()))
                        : tr("Found by exact search.");
        break;
    case CatalogSource::PairShiftConstruction:
        note = tr("Zhu and Wang's construction. This board is beyond exact search: how many optimal solutions it has, "
                  "and this one's place among them, are not known.");
        break;
    }
    return note;
}

// How much of the game's line the solution shown shares, recomputed for
// each solution: the catalog's others need not start with the game's moves.
QString SolutionPanel::yourMovesNote() const
{
    const std::vector<Move>& line = player_->gameLine();
    const std::uint64_t shared = player_->ownMoves();
    const std::uint64_t made = player_->catalog()->startMove();
    if (shared >= made) {
        return tr("Your first %Ln move(s) are on this optimal solution; it goes on from there. From "
                  "published constructions.", nullptr, static_cast<int>(made));
    }
    // Where they part: this solution's move and the game's.
    const QString theirs = QString::fromStdString(moveText(player_->solution()->moveAt(shared)));
    const QString yours = QString::fromStdString(moveText(line[static_cast<std::size_t>(shared)]));
    if (shared == 0) {
        return tr("This optimal solution starts differently from your game: it begins with %1, where you played %2. "
                  "From published constructions.")
            .arg(theirs, yours);
    }
    return tr("This optimal solution follows your first %Ln move(s), then plays %1 where you played %2. From "
              "published constructions.", nullptr, static_cast<int>(shared))
        .arg(theirs, yours);
}

// Numbers too long for a line, whole, where they can be read and copied.
void SolutionPanel::showWholeNumbers(const SolutionCatalog& catalog, const std::optional<BigInt>& rank,
                                     const std::optional<BigInt>& count)
{
    const bool finishes = catalog.scope() == CatalogScope::Finishes;
    QStringList whole;
    const auto add = [&whole](const QString& name, const BigInt& value) {
        const QString digits = decimal(value);
        if (digits.size() > 12) {
            whole << tr("%1 (%2 digits): %3").arg(name).arg(digits.size()).arg(digits);
        }
    };
    if (count) {
        add(finishes ? tr("Optimal solutions from here") : tr("Optimal solutions"), *count);
    }
    if (rank) {
        add(tr("This one"), *rank);
    }
    if (catalog.hasLabels() && rank) {
        add(tr("Its label"), catalog.labelOf(*rank));
    }
    numbers_->setVisible(!whole.isEmpty());
    numbers_->setPlainText(whole.join(QLatin1Char('\n')));
}

} // namespace leapfrog::ui
