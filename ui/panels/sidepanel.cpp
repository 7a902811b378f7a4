#include "sidepanel.h"

#include "board/cardframe.h"

#include "look/inkicon.h"

#include "elidedlabel.h"
#include "labels.h"
#include "look/mutedtext.h"
#include "model/notation.h"
#include "play/dailychallenges.h"
#include "play/movelistmodel.h"
#include "words/movelisttexts.h"
#include "words/plainverdict.h"
#include "words/reasontext.h"
#include "words/texts.h"
#include "look/verdictstyle.h"
#include "board/boardstyle.h"
#include "board/enterpress.h"
#include "scrolledwords.h"
#include "searchcard.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStringList>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// Why?'s reason shows this many lines, and scrolls in its box past them:
// with the card's own words it leaves the move list a few rows at 1024 x 768
// (six lines and the room of the box's focus ring left the German and French
// lists two).
constexpr int kWhyLines = 5;

// The card's outline: the palette's light line in a dark window, a warm grey in a light one.
QColor cardEdge(const QPalette& palette)
{
    return isDark(palette) ? palette.color(QPalette::Light) : QColor(0xD9, 0xD2, 0xC3);
}

QString firstCapital(QString out)
{
    if (!out.isEmpty()) {
        out[0] = out[0].toUpper();
    }
    return out;
}

} // namespace

SidePanel::SidePanel(GameModel* model, QAction* undoAction, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , title_(new ElidedLabel(this))
    , subtitle_(wrappedLabel(this))
    , busy_(new QProgressBar(this))
    , analysisNote_(wrappedLabel(this))
    , verdictCard_(new CardFrame(Qt::LeftEdge, 6, this))
    , verdictIcon_(new QLabel(verdictCard_))
    , verdictHeading_(wrappedLabel(verdictCard_))
    , verdictReason_(wrappedLabel(verdictCard_))
    , whyBox_(new ScrolledWords(kWhyLines, verdictCard_))
    , verdictWhy_(whyBox_->label())
    , verdictSource_(wrappedLabel(verdictCard_))
    , undoButton_(new QToolButton(verdictCard_))
    , whyButton_(new QToolButton(verdictCard_))
    , hintSearch_(new SearchCard(model->hintWork(), tr("a hint"), this))
    , verdictSearch_(new SearchCard(model->refineWork(), tr("the verdicts"), this))
    , moveList_(new QTableView(this))
    , moves_(new MoveListModel(model, this))
    , notation_(wrappedLabel(this))
{
    styleHeader();
    buildVerdictCard(undoAction);
    buildMoveList();
    layOut();
    followModel();
    refresh();
}

// The board's title, the analysis's progress and its note.
void SidePanel::styleHeader()
{
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    busy_->setRange(0, 0);
    busy_->setMaximumHeight(8);
    busy_->setTextVisible(false);
    keepMuted(analysisNote_);
}

// The verdict of the last move: icon, heading, reason, the scholar's why, Undo.
void SidePanel::buildVerdictCard(QAction* undoAction)
{
    verdictCard_->setObjectName(QStringLiteral("verdictCard"));
    subtitle_->setObjectName(QStringLiteral("subtitle"));
    verdictIcon_->setFixedSize(28, 28);
    verdictIcon_->setAlignment(Qt::AlignTop);
    QFont headingFont = verdictHeading_->font();
    headingFont.setBold(true);
    verdictHeading_->setFont(headingFont);
    undoButton_->setDefaultAction(undoAction);
    undoButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // Reached by Tab, the card's buttons press on Enter as on Space, as in a dialog.
    pressOnEnter(undoButton_);
    pressOnEnter(whyButton_);
    // The scholar's reason, one click away: the player's words come first.
    whyButton_->setObjectName(QStringLiteral("whyButton"));
    whyButton_->setText(tr("Why?"));
    whyButton_->setToolTip(tr("The reason behind this verdict, the terms it uses and where it comes from."));
    whyButton_->setCheckable(true);
    verdictWhy_->setObjectName(QStringLiteral("verdictWhy"));
    whyBox_->setObjectName(QStringLiteral("whyBox"));
    whyBox_->setAccessibleName(tr("The reason behind this verdict"));
    whyBox_->hide();
    // The mathematician's reference, apart from the player's words and
    // smaller: a player reads its plain lead and may stop there.
    verdictSource_->setObjectName(QStringLiteral("verdictSource"));
    verdictSource_->setTextFormat(Qt::PlainText);
    verdictSource_->setToolTip(verdictSourceTip());
    QFont small = verdictSource_->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    verdictSource_->setFont(small);
    keepMuted(verdictSource_);
    verdictSource_->hide();
    verdictReason_->setObjectName(QStringLiteral("verdictReason"));
    verdictHeading_->setObjectName(QStringLiteral("verdictHeading"));
    keepMuted(verdictWhy_);
    verdictWhy_->setTextFormat(Qt::PlainText);
    connect(whyButton_, &QToolButton::toggled, this,
            [this](bool shown) {
                whyBox_->setVisible(shown && !verdictWhy_->text().isEmpty());
                verdictSource_->setVisible(shown && !verdictSource_->text().isEmpty());
            });
    // The buttons take the card's whole width, under the icon too: beside
    // it "Rückgängig" and "Warum?" did not fit the words' column of a
    // panel at its least width and were elided ("Rüc…gig"). Where even the
    // whole width is too narrow, they stand one above the other.
    cardButtons_ = new QBoxLayout(QBoxLayout::LeftToRight);
    cardButtons_->addWidget(undoButton_);
    cardButtons_->addWidget(whyButton_);
    cardButtons_->addStretch(1);
    // Tab goes from Why? into the reason it opened (while that scrolls): it
    // came before the buttons, where the sixth newcomer never found it.
    // (setTabOrder ignores a widget that takes no focus: the box takes it
    // here, and gives it up again while its words fit it.)
    whyBox_->setFocusPolicy(Qt::StrongFocus);
    setTabOrder(undoButton_, whyButton_);
    setTabOrder(whyButton_, whyBox_);
    verdictCard_->installEventFilter(this);
    // Esc on the card's buttons does what it does on the board (the review's
    // banner says Esc returns to the game): a newcomer on Warum? pressed it
    // twice and stayed in the past.
    undoButton_->installEventFilter(this);
    whyButton_->installEventFilter(this);
    auto* cardText = new QVBoxLayout;
    cardText->addWidget(verdictHeading_);
    cardText->addWidget(verdictReason_);
    // The reason Why? opens comes under its button, as Tab reaches it: above
    // the buttons it pushed Why? down, off the panel's bottom edge, and Tab
    // went up to it (the seventh newcomer).
    auto* whyText = new QVBoxLayout;
    whyText->addWidget(whyBox_);
    whyText->addWidget(verdictSource_);
    auto* card = new QGridLayout(verdictCard_);
    card->addWidget(verdictIcon_, 0, 0, Qt::AlignTop);
    card->addLayout(cardText, 0, 1);
    card->addLayout(cardButtons_, 1, 0, 1, 2);
    card->addLayout(whyText, 2, 0, 1, 2);
    card->setColumnStretch(1, 1);
}

// The card's buttons side by side where they fit its width, else stacked.
void SidePanel::stackCardButtons()
{
    const QMargins margins = verdictCard_->layout()->contentsMargins();
    int needed = 0;
    for (const QToolButton* button : {undoButton_, whyButton_}) {
        needed += button->isVisibleTo(verdictCard_) ? button->sizeHint().width() + cardButtons_->spacing() : 0;
    }
    const bool fits = needed <= verdictCard_->contentsRect().width() - margins.left() - margins.right();
    const auto direction = fits ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (cardButtons_->direction() != direction) {
        cardButtons_->setDirection(direction);
    }
}

// The moves made, each with its verdict; a click or a key looks back at one.
void SidePanel::buildMoveList()
{
    moves_->setPalette(moveList_->palette());
    moveList_->setModel(moves_);
    connect(moveList_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                // A key walks the moves; Tab coming in (which makes the first
                // row current) only brings the keyboard, the board stays.
                if (current.isValid() && moveList_->hasFocus() && listKeyDown_) {
                    Q_EMIT reviewRequested(static_cast<std::size_t>(current.row()));
                }
            });
    connect(moveList_, &QTableView::clicked, this,
            [this](const QModelIndex& index) { Q_EMIT reviewRequested(static_cast<std::size_t>(index.row())); });
    moveList_->setObjectName(QStringLiteral("moveList"));
    moveList_->setAccessibleName(tr("Moves made"));
    moveList_->verticalHeader()->hide();
    // A click on a move looks back at it; then the arrow keys walk the list
    // and Esc returns to the game (the board keeps the keyboard otherwise).
    moveList_->setSelectionMode(QAbstractItemView::SingleSelection);
    moveList_->setSelectionBehavior(QAbstractItemView::SelectRows);
    moveList_->setFocusPolicy(Qt::StrongFocus); // Tab reaches it too...
    moveList_->setTabKeyNavigation(false);       // ...and leaves it (not cell by cell)
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setToolTip(tr("Click a move to see the board as it was after it; Esc returns to your game."));
    moveList_->installEventFilter(this);
    moveList_->setShowGrid(false);
    moveList_->setAlternatingRowColors(true);
    moveList_->setIconSize(QSize(16, 16));
    moveList_->verticalHeader()->setDefaultSectionSize(moveList_->fontMetrics().height() + 8);
    // On a short screen the list gives way first (down to its header and two
    // rows, which it scrolls), so that the verdict card never needs to: the
    // panel's scroll area sizes it by its layout's height for its width,
    // which counts the list's size hint (192 px) unless that is ignored.
    moveList_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    moveList_->setMinimumHeight(moveList_->horizontalHeader()->sizeHint().height()
                                + 2 * moveList_->verticalHeader()->defaultSectionSize() + 2 * moveList_->frameWidth());
    moveList_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(MoveListModel::VerdictColumn, QHeaderView::Stretch);
    // The number and move columns as wide as their cells: a header in
    // ResizeToContents mode is not measured again when rows come or a cell's
    // words change, and the letters beside the moves ("3-4 S") were cut to
    // "3-…" under Xvfb. Once per turn of the event loop, however many changes.
    const auto fitColumns = [this] {
        if (fitPending_) {
            return;
        }
        fitPending_ = true;
        QTimer::singleShot(0, this, [this] {
            fitPending_ = false;
            moveList_->resizeColumnToContents(MoveListModel::Number);
            moveList_->resizeColumnToContents(MoveListModel::MoveText);
        });
    };
    connect(moves_, &QAbstractItemModel::rowsInserted, this, fitColumns);
    connect(moves_, &QAbstractItemModel::dataChanged, this, fitColumns);
    connect(moves_, &QAbstractItemModel::modelReset, this, fitColumns);
    connect(moves_, &QAbstractItemModel::headerDataChanged, this, fitColumns);
    // Scrolled once the panel above has been laid out again: a new reason or
    // Undo button there shrinks the list after the row is added.
    const auto showLastMove = [this] { QTimer::singleShot(0, moveList_, &QTableView::scrollToBottom); };
    connect(moves_, &MoveListModel::rowsAppended, this, showLastMove);
    connect(model_, &GameModel::verdictsRefined, this, [this, showLastMove] {
        const QScrollBar* bar = moveList_->verticalScrollBar();
        if (bar->value() == bar->maximum()) {
            showLastMove();
        }
    });
}

void SidePanel::layOut()
{
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    notation_->setFont(mono);
    notation_->setObjectName(QStringLiteral("notation"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(subtitle_);
    layout->addWidget(busy_);
    layout->addWidget(analysisNote_);
    layout->addSpacing(4);
    layout->addWidget(verdictCard_);
    layout->addWidget(hintSearch_);
    layout->addWidget(verdictSearch_);
    layout->addSpacing(4);
    layout->addWidget(moveList_, 1);
    layout->addWidget(notation_);
}

void SidePanel::followModel()
{
    connect(model_, &GameModel::changed, this, &SidePanel::refresh);
    // What a stopped search said was about a position the game has left.
    connect(model_, &GameModel::changed, hintSearch_, [this] {
        for (SearchCard* card : {hintSearch_, verdictSearch_}) {
            if (card->state() != SearchCard::State::Searching) {
                card->clear();
            }
        }
    });
    connect(model_, &GameModel::verdictsRefined, this, &SidePanel::refreshVerdict);
    connect(model_, &GameModel::analysisChanged, this, &SidePanel::refreshAnalysis);
}

void SidePanel::setNotationVisible(bool visible)
{
    notationVisible_ = visible;
    refreshNotation();
}

void SidePanel::showHint(const QString& heading, const QString& said, const QString& why, const QString& source)
{
    if (heading.isEmpty()) {
        refreshVerdict();
        return;
    }
    setCard(heading.toHtmlEscaped(),
            said.toHtmlEscaped() + QStringLiteral("<br>")
                + cardNote(tr("Press H to make it (or Enter on the board), Esc to hide it.").toHtmlEscaped()),
            Flag::BestFromHere, inkIcon(QStringLiteral("hint")), false, why, source);
}

QString SidePanel::cardNote(const QString& html) const { return mutedSpan(html, palette(), cardColour(palette())); }

// A theme chosen or the desktop turned dark: the card and its notes are
// coloured again for the new palette (the move list's rows in eventFilter).
void SidePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        refresh();
    }
}

QString SidePanel::verdictText() const
{
    QString why = verdictWhy_->text().toHtmlEscaped();
    if (!why.isEmpty() && !verdictSource_->text().isEmpty()) {
        why += QLatin1Char(' ') + verdictSource_->text().toHtmlEscaped();
    }
    return verdictHeading_->text() + QLatin1Char(' ') + verdictReason_->text() + (why.isEmpty() ? QString() : QLatin1Char(' ') + why);
}

QString SidePanel::whyText() const { return verdictWhy_->text(); }

QString SidePanel::sourceText() const { return verdictSource_->text(); }

void SidePanel::refresh()
{
    const Variant& variant = model_->variant();
    title_->setFullText(gameTitle(variant)); // a daily challenge says so
    const auto minimum = model_->minimum();
    const QString spec = QString::fromStdString(variant.spec());
    const QString goal = compactPosition(variant.goal());
    const auto withMinimum = [&](int moves) {
        return variant.isStartedElsewhere() ? tr("<code>%1</code> · goal <code>%2</code> · par %Ln move(s)", nullptr, moves)
                                            : tr("<code>%1</code> · goal <code>%2</code> · minimum %Ln move(s)", nullptr, moves);
    };
    setWords(subtitle_, minimum ? withMinimum(*minimum).arg(spec, goal)
                               : tr("<code>%1</code> · goal <code>%2</code>").arg(spec, goal));
    // "classic:3 · goal RRR_BBB" read as jargon (the sixth newcomer): what each part is.
    subtitle_->setToolTip(headerLegend(variant));
    subtitle_->setAccessibleDescription(headerLegend(variant));
    refreshAnalysis();
    refreshVerdict();
    refreshNotation();
}

void SidePanel::refreshAnalysis()
{
    busy_->setVisible(model_->analysis() == Analysis::Pending);
    setWords(analysisNote_, model_->analysisNote());
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == verdictCard_ && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)) {
        stackCardButtons();
    }
    // The list's own palette, which may change after the panel's.
    if (watched == moveList_ && event->type() == QEvent::PaletteChange) {
        moves_->setPalette(moveList_->palette());
    }
    if (watched == moveList_ && (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease ||
                                 event->type() == QEvent::FocusOut)) {
        listKeyDown_ = event->type() == QEvent::KeyPress;
    }
    if ((watched == whyButton_ || watched == undoButton_) && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        if (reviewed_) {
            Q_EMIT reviewRequested(std::nullopt);
        }
        Q_EMIT cardLeftTheKeyboard(); // the board has the keyboard, as after Esc there
        return true;
    }
    if (watched == moveList_ && event->type() == QEvent::KeyPress && reviewed_) {
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            Q_EMIT reviewRequested(std::nullopt);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SidePanel::showReview(std::optional<std::size_t> index)
{
    reviewed_ = index;
    if (!index) {
        moveList_->clearSelection();
        refreshVerdict();
        return;
    }
    const QModelIndex row = moves_->index(static_cast<int>(*index), 0);
    moveList_->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    moveList_->scrollTo(row);
    showMoveVerdict(*index, true);
}

void SidePanel::refreshVerdict()
{
    if (reviewed_ && *reviewed_ < model_->records().size()) {
        showMoveVerdict(*reviewed_, true); // refined verdicts reach the move looked at too
        return;
    }
    const Game& game = model_->game();
    const auto& records = model_->records();
    if (!game.isWon() && !records.empty()) {
        showMoveVerdict(records.size() - 1, false);
        return;
    }
    if (game.isWon()) {
        // The banner over the board celebrates; the panel looks back.
        const Outcome outcome = outcomeOf(game, model_->minimum(), model_->solutionShown(), model_->hintsUsed());
        const Flag flag = outcome.optimal ? Flag::Proper : Flag::Unjudged;
        setCard(tr("Your game in review"), gameReview(), flag,
                outcome.optimal ? QIcon(QStringLiteral(":/icons/optimal.svg")) : flagIcon(flag), false);
    } else {
        // The goal says "click"; the keyboard's way follows it.
        setCard(tr("Your move"), goalSentence(model_->variant()) + QLatin1Char(' ') + keyboardPlaySentence(),
                Flag::Unjudged, flagIcon(Flag::Unjudged), false);
    }
}

// "Move 3: 2-4"; a numbered frog is named with both numbers, its own and
// the holes' ("Move 1: frog 2 from hole 3 to hole 1"): on Dudeney's board
// frog k starts in hole k + 1, and "3-1" alone reads as frog 3's move.
QString SidePanel::moveHeading(std::size_t index, const Move& move) const
{
    const int frog = frogNumber(model_->positionAfterLine(index + 1).at(move.to));
    if (frog > 0) {
        return tr("Move %1: frog %2 from hole %3 to hole %4").arg(index + 1).arg(frog).arg(move.from + 1).arg(move.to + 1);
    }
    return tr("Move %1: %2").arg(index + 1).arg(QString::fromStdString(moveText(move)));
}

void SidePanel::showMoveVerdict(std::size_t index, bool lookingBack)
{
    const MoveRecord& record = model_->records()[index];
    const Verdict* verdict = model_->verdictAt(index);
    const Flag flag = flagOf(verdict);
    QString heading = moveHeading(index, record.move);
    const QString label = flagLabel(verdict);
    if (!label.isEmpty()) {
        heading += QStringLiteral(" · ") + label;
    }
    const std::vector<Move> better = verdict && isMistake(flag) ? model_->bestMovesBefore(index) : std::vector<Move>{};
    QString reason = verdict ? plainVerdict(*verdict, better).toHtmlEscaped()
                             : firstCapital(categoryText(record.category)) + QStringLiteral(".");
    if (lookingBack) {
        reason += QStringLiteral("<br>%1")
                      .arg(cardNote(tr("Looking back: the board as it was after this move. The arrow keys walk your moves; "
                                       "Esc or a click on the board returns to your game.")
                                        .toHtmlEscaped()));
    }
    setCard(heading, reason, flag, flagIcon(flag), isMistake(flag) && !lookingBack && model_->game().canUndo(),
            verdict && flag != Flag::Unjudged ? verdictWhy(*verdict) : QString(),
            verdict && flag != Flag::Unjudged ? verdictSource(*verdict) : QString());
}

void SidePanel::setCard(const QString& heading, const QString& reason, Flag flag, const QIcon& icon, bool undo,
                        const QString& why, const QString& source)
{
    // Why? opens the reason of one card: another card (another move, a
    // hint, a new game) starts closed. The same card again (its verdict
    // refined) keeps it as the player left it.
    if (heading != verdictHeading_->text() || why != verdictWhy_->text()) {
        const QSignalBlocker quiet(whyButton_);
        whyButton_->setChecked(false);
        // A newcomer's Why?, then Ctrl+Z: the keyboard stayed on Why? of
        // another move, and Right went into the move list.
        if (verdictCard_->isAncestorOf(QApplication::focusWidget())) {
            Q_EMIT cardLeftTheKeyboard();
        }
    }
    whyBox_->setWords(why);
    whyBox_->setVisible(whyButton_->isChecked() && !why.isEmpty());
    setWords(verdictSource_, source);
    verdictSource_->setVisible(whyButton_->isChecked() && !why.isEmpty() && !source.isEmpty());
    whyButton_->setVisible(!why.isEmpty());
    setWords(verdictHeading_, heading);
    verdictHeading_->setStyleSheet(
        QStringLiteral("color: %1;").arg(readableOn(flagColour(flag), cardColour(palette())).name()));
    setWords(verdictReason_, reason);
    verdictIcon_->setVisible(!icon.isNull());
    verdictIcon_->setPixmap(icon.isNull() ? QPixmap() : icon.pixmap(QSize(28, 28), devicePixelRatioF()));
    // The card in the palette's colours (cardColour), its stripe in the verdict's.
    verdictCard_->setCardColours(cardColour(palette()), cardEdge(palette()),
                                 flag == Flag::Unjudged ? QColor(0xB8, 0xAF, 0x9C) : flagColour(flag));
    undoButton_->setVisible(undo);
    stackCardButtons();
}

// How the game went, move by move: the player's own moves and the helped
// ones, each counted, the help seen without a helped move (a hint not
// played, the solution seen in the state space), and how many moves were
// mistakes by the judge's verdicts.
QString SidePanel::gameReview() const
{
    const auto& records = model_->records();
    int mistakes = 0;
    int judged = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (const Verdict* verdict = model_->verdictAt(i)) {
            ++judged;
            mistakes += isMistake(flagOf(verdict)) ? 1 : 0;
        }
    }
    QString review = movesReview();
    const int total = static_cast<int>(records.size());
    if (judged == total) {
        review += QLatin1Char(' ')
                  + (mistakes == 0 ? tr("No move was a mistake.")
                                   : tr("%Ln move(s) cost extra moves: they are flagged in the list below.", nullptr, mistakes));
    }
    return review;
}

// Whose the moves were, counted exactly, and every help seen: the same
// help the banner's title names (outcomeOf), so the two never disagree.
QString SidePanel::movesReview() const
{
    const auto& records = model_->records();
    const auto count = [&records](Origin origin) {
        return static_cast<int>(std::ranges::count(records, origin, &MoveRecord::origin));
    };
    const int total = static_cast<int>(records.size());
    const int own = count(Origin::Player);
    const int hinted = count(Origin::Hint);
    const int shown = count(Origin::Solution);
    QStringList review;
    if (own < total) {
        // The verb agrees with the first count ("1 der 15 Züge waren", the sixth newcomer).
        review << (own == 1 ? tr("1 of the %Ln move(s) was your own.", nullptr, total)
                            : tr("%1 of the %Ln move(s) were your own.", nullptr, total)
                                  .arg(countText(static_cast<std::uint64_t>(own))));
        if (hinted > 0) {
            review << tr("%Ln came from hints.", nullptr, hinted);
        }
        if (shown > 0) {
            review << tr("%Ln came from the shown solution.", nullptr, shown);
        } else if (model_->solutionShown()) {
            review << tr("You saw the solution before the end.");
        }
    } else if (model_->solutionShown()) {
        review << tr("%Ln move(s), all played by you, but after seeing the solution.", nullptr, total);
    } else if (model_->hintsUsed() > 0) {
        review << tr("%Ln move(s), all played by you.", nullptr, total);
    } else {
        review << tr("%Ln move(s), all your own.", nullptr, total);
    }
    // Hints seen and not played count as help too (outcomeOf counts them).
    if (hinted == 0 && model_->hintsUsed() > 0) {
        review << tr("You saw %Ln hint(s) on the way.", nullptr, model_->hintsUsed());
    }
    return review.join(QLatin1Char(' '));
}

void SidePanel::refreshNotation()
{
    // Boards without Yancey's letters (trees, pair shifts) get no letters;
    // the others have them beside each move (the Letter column's header took
    // the room of the verdicts' words: "am …").
    moveList_->setColumnHidden(MoveListModel::Letter, true);
    moves_->setLettersShown(notationVisible_ && model_->variant().hasNotation());
    const bool show = notationVisible_ && model_->variant().hasNotation() && !model_->records().empty();
    notation_->setVisible(show);
    if (!show) {
        return;
    }
    std::string word;
    bool letterless = false;
    for (const MoveRecord& record : model_->records()) {
        word += record.letter.value_or('?');
        letterless = letterless || !record.letter;
    }
    // A move without a letter is a dot, as in the list, and the panel says why.
    QString shown = QString::fromStdString(groupedNotation(word)).replace(QLatin1Char('?'), QStringLiteral("·"));
    const QString why = QStringLiteral("<br>")
                        + mutedSpan(noLetterNote().toHtmlEscaped(),
                                    palette(), palette().color(QPalette::Window));
    setWords(notation_, tr("Notation: %1").arg(shown.toHtmlEscaped()) + (letterless ? why : QString()));
    // What the letters are, where they are read (and for a screen reader).
    notation_->setToolTip(letterColumnTip());
    notation_->setAccessibleDescription(letterColumnTip());
}

} // namespace leapfrog::ui
