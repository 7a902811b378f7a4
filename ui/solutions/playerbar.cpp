#include "playerbar.h"

#include "look/inkicon.h"

#include "board/boardstyle.h"
#include "look/cardstyle.h"
#include "pace.h"
#include "words/texts.h"
#include "solutionpicker.h"
#include "solutionplayer.h"

#include <QBoxLayout>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLayoutItem>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace leapfrog::ui {

namespace {

QIcon icon(const QString& name) { return inkIcon(name); }


QFrame* divider(QWidget* parent)
{
    auto* line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setObjectName(QStringLiteral("playerDivider")); // coloured by the bar's style sheet
    return line;
}

} // namespace

// A warm paper in a light window; in a dark one a shade lighter than its
// window, so that the bar reads as a strip of its own under the board.
void PlayerBar::restyle()
{
    // The application's palette: the widget's own holds the style sheet's colours.
    const QPalette colours = QApplication::palette(this);
    // The cards' paper (look/cardstyle.h), opaque: the bar is a strip of the
    // window, not a card floating over the board.
    const CardColours card = cardColours(colours);
    QColor paper = card.paper;
    paper.setAlpha(255);
    const QColor& edge = card.edge;
    const QString style = QStringLiteral("#playerBar { background: %1; border-top: 1px solid %2; }"
                                         "#playerBar QFrame#playerDivider { color: %2; }")
                              .arg(paper.name(), edge.name());
    if (styleSheet() != style) {
        setStyleSheet(style);
    }
    if (paceDial_) {
        paceDial_->setPixmap(icon(QStringLiteral("pace")).pixmap(QSize(18, 18), devicePixelRatioF()));
    }
}

void PlayerBar::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        restyle();
    }
}

PlayerBar::PlayerBar(SolutionPlayer* player, QWidget* parent)
    : QFrame(parent)
    , player_(player)
    , top_(new QStackedWidget(this))
    , slider_(new QSlider(Qt::Horizontal, this))
    , moveLabel_(new QLabel(this))
    , busyLabel_(new QLabel(this))
    , busy_(new QProgressBar(this))
    , pace_(new QSlider(Qt::Horizontal, this))
    , paceLabel_(new QLabel(this))
    , picker_(new SolutionPicker(player, this))
    , takeOver_(new QPushButton(icon(QStringLiteral("takeover")), tr("Continue from here"), this))
    , close_(new QToolButton(this))
{
    setObjectName(QStringLiteral("playerBar"));
    restyle();
    // Its style sheet keeps the bar from a PaletteChange of its own when a
    // theme is chosen: the application's palette is watched instead.
    followPalette(this, [this] { restyle(); });
    buildTop();
    buildControls();
    connectPlayer();
    // Space plays and pauses wherever the keyboard is in the bar (a slider
    // just dragged, a transport button just clicked), but on "Continue from
    // here", which it presses.
    for (QWidget* part : findChildren<QWidget*>()) {
        part->installEventFilter(this);
    }
}

// The timeline (slider and move), or the busy bar while a solution is found.
void PlayerBar::buildTop()
{
    slider_->setObjectName(QStringLiteral("timelineSlider"));
    slider_->setAccessibleName(tr("Move of the solution"));
    slider_->setToolTip(tr("Drag to any move of the solution"));
    moveLabel_->setObjectName(QStringLiteral("moveLabel"));
    QFont bold = moveLabel_->font();
    bold.setBold(true);
    moveLabel_->setFont(bold);
    moveLabel_->setMinimumWidth(moveLabel_->fontMetrics().horizontalAdvance(tr("Move 1,000,000,000 of 1,000,000,000")) / 2);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(10);

    auto* timelineRow = new QWidget(this);
    auto* timeline = new QHBoxLayout(timelineRow);
    timeline->setContentsMargins(0, 0, 0, 0);
    timeline->addWidget(slider_, 1);
    timeline->addWidget(moveLabel_);
    auto* busyRow = new QWidget(this);
    auto* busyLayout = new QHBoxLayout(busyRow);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    busyLayout->addWidget(busyLabel_);
    busyLayout->addWidget(busy_, 1);
    top_->addWidget(timelineRow);
    top_->addWidget(busyRow);
    top_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

// Playing (transport and pace), then which solution, Continue and close.
void PlayerBar::buildControls()
{
    takeOver_->setObjectName(QStringLiteral("takeOver"));
    takeOver_->setToolTip(tr("Leave the solution at this move and go on by hand (or click a peg)"));
    close_->setObjectName(QStringLiteral("closePlayer"));
    close_->setIcon(icon(QStringLiteral("close")));
    close_->setAutoRaise(true);
    close_->setToolTip(tr("Back to your game as it was (Esc)"));
    close_->setAccessibleName(tr("Close the solution"));

    auto* actions = new QWidget(this);
    auto* actionsLayout = new QHBoxLayout(actions);
    actionsLayout->setContentsMargins(0, 0, 0, 0);
    actionsLayout->addWidget(takeOver_);
    actionsLayout->addWidget(close_);
    groups_ = {createTransport(), createPace(), picker_, actions};
    divider_ = divider(this);
    controls_ = new QVBoxLayout;
    controls_->setSpacing(2);
    for (QHBoxLayout*& row : rows_) {
        row = new QHBoxLayout;
        controls_->addLayout(row); // a row left without groups takes no room
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 8, 6);
    layout->setSpacing(2);
    layout->addWidget(top_);
    layout->addLayout(controls_);
    arrangeControls(); // one group a row until the bar is known to be wide enough
    // Tab goes as the bar reads: the timeline, the transport, the pace, then
    // which solution, Continue and close (the transport, made last, would
    // come last).
    QWidget* previous = slider_;
    for (QWidget* next : {static_cast<QWidget*>(first_), static_cast<QWidget*>(back_), static_cast<QWidget*>(play_),
                          static_cast<QWidget*>(forward_), static_cast<QWidget*>(last_), static_cast<QWidget*>(pace_)}) {
        setTabOrder(previous, next);
        previous = next;
    }
}

void PlayerBar::connectPlayer()
{
    connect(slider_, &QSlider::valueChanged, this, &PlayerBar::onSliderMoved);
    connect(pace_, &QSlider::valueChanged, player_, &SolutionPlayer::setPace);
    connect(takeOver_, &QPushButton::clicked, player_, &SolutionPlayer::takeOver);
    connect(close_, &QToolButton::clicked, player_, &SolutionPlayer::close);
    connect(picker_, &SolutionPicker::message, this, &PlayerBar::message);
    connect(player_, &SolutionPlayer::phaseChanged, this, &PlayerBar::refreshPhase);
    connect(player_, &SolutionPlayer::solutionChanged, this, &PlayerBar::refreshSolution);
    connect(player_, &SolutionPlayer::playheadChanged, this, &PlayerBar::refreshPlayhead);
    connect(player_, &SolutionPlayer::playingChanged, this, &PlayerBar::refreshPlaying);
    connect(player_, &SolutionPlayer::paceChanged, this, &PlayerBar::refreshPace);
    refreshPhase();
    refreshPace();
    refreshPlaying();
}

bool PlayerBar::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType()) {
        return QFrame::eventFilter(watched, event);
    }
    auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    // A list box opens with Space (the rank field takes digits only).
    const bool typing = qobject_cast<QComboBox*>(watched) != nullptr;
    if (!plain || typing) {
        return QFrame::eventFilter(watched, event);
    }
    if (key->key() == Qt::Key_Space) {
        // A button with words ("Continue from here") takes Space as every
        // button does: the sixth newcomer pressed it there, and the play
        // ran on to the end and took over the wrong move.
        if (auto* push = qobject_cast<QPushButton*>(watched)) {
            if (!key->isAutoRepeat()) {
                push->animateClick();
            }
            return true;
        }
        if (!key->isAutoRepeat()) {
            player_->togglePlay();
        }
        return true;
    }
    // Space plays, so Enter presses the button that has the keyboard.
    if (auto* button = qobject_cast<QAbstractButton*>(watched);
        button && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
        button->animateClick();
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

QToolButton* PlayerBar::transportButton(const char* name, const QString& iconName, const QString& label,
                                        const QString& tip)
{
    QToolButton* button = inkIconButton(iconName, 22, label, tip, this);
    button->setObjectName(QString::fromLatin1(name));
    return button;
}

QWidget* PlayerBar::createTransport()
{
    auto* box = new QWidget(this);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    first_ = transportButton("firstMove", QStringLiteral("first"), tr("The start"), tr("The start (Home)"));
    back_ = transportButton("stepBack", QStringLiteral("back"), tr("One move back"), tr("One move back (Left)"));
    play_ = transportButton("playPause", QStringLiteral("play"), tr("Play"), tr("Play (Space)"));
    forward_ = transportButton("stepForward", QStringLiteral("forward"), tr("One move forward"),
                               tr("One move forward (Right, or H)"));
    last_ = transportButton("lastMove", QStringLiteral("last"), tr("The goal"), tr("The goal (End)"));
    play_->setIconSize(QSize(28, 28));
    for (QToolButton* button : {first_, back_, play_, forward_, last_}) {
        layout->addWidget(button);
    }
    connect(first_, &QToolButton::clicked, player_, &SolutionPlayer::goToFirst);
    connect(back_, &QToolButton::clicked, player_, &SolutionPlayer::stepBack);
    connect(play_, &QToolButton::clicked, player_, &SolutionPlayer::togglePlay);
    connect(forward_, &QToolButton::clicked, player_, &SolutionPlayer::stepForward);
    connect(last_, &QToolButton::clicked, player_, &SolutionPlayer::goToLast);
    return box;
}

QWidget* PlayerBar::createPace()
{
    auto* box = new QWidget(this);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(4, 0, 4, 0);
    auto* dial = new QLabel(box);
    paceDial_ = dial;
    dial->setPixmap(icon(QStringLiteral("pace")).pixmap(QSize(18, 18), devicePixelRatioF()));
    dial->setToolTip(tr("Pace"));
    // Six stops, each a step of the slider with its tick and its name: a
    // drag or a key goes from one named pace to the next, never past them all.
    pace_->setObjectName(QStringLiteral("paceSlider"));
    pace_->setRange(0, kPaceCount - 1);
    pace_->setSingleStep(1);
    pace_->setPageStep(1);
    pace_->setTickPosition(QSlider::TicksBelow);
    pace_->setTickInterval(1);
    pace_->setFixedWidth(110);
    pace_->setToolTip(tr("Pace: from very slow (half a move a second) to fastest (100 moves a second)"));
    pace_->setAccessibleName(tr("Pace"));
    paceLabel_->setObjectName(QStringLiteral("paceLabel"));
    int widest = 0;
    for (int index = 0; index < kPaceCount; ++index) {
        widest = std::max(widest, paceLabel_->fontMetrics().horizontalAdvance(paceText(index)));
    }
    paceLabel_->setMinimumWidth(widest);
    layout->addWidget(dial);
    layout->addWidget(pace_);
    layout->addWidget(paceLabel_);
    return box;
}

QString PlayerBar::moveText() const { return moveLabel_->text(); }

void PlayerBar::refreshPhase()
{
    const bool ready = player_->isReady();
    top_->setCurrentIndex(ready ? 0 : 1);
    busyLabel_->setText(player_->busyText());
    busy_->setRange(0, player_->progress() < 0 ? 0 : 100);
    busy_->setValue(std::max(0, player_->progress()));
    for (QWidget* control : std::initializer_list<QWidget*>{first_, back_, play_, forward_, last_, takeOver_}) {
        control->setEnabled(ready);
    }
    if (ready) {
        refreshPlayhead();
    }
}

void PlayerBar::refreshSolution()
{
    scale_ = TimelineScale(player_->length());
    const QSignalBlocker quiet(slider_);
    slider_->setRange(0, scale_.maximum());
    slider_->setPageStep(std::max(1, scale_.maximum() / 20));
    refreshPlayhead();
}

void PlayerBar::refreshPlayhead()
{
    const std::uint64_t at = player_->playhead();
    const std::uint64_t length = player_->length();
    {
        const QSignalBlocker quiet(slider_);
        slider_->setValue(scale_.valueOf(at));
    }
    // A numerus count is an int; a line beyond that (none is built today) keeps its plural form.
    const QString start = length <= std::numeric_limits<int>::max()
                              ? tr("Start · %Ln move(s)", nullptr, static_cast<int>(length))
                              : tr("Start · %1 moves").arg(countText(length));
    moveLabel_->setText(at == 0 ? start : tr("Move %1 of %2").arg(countText(at), countText(length)));
    if (player_->isReady()) {
        first_->setEnabled(at > 0);
        back_->setEnabled(at > 0);
        forward_->setEnabled(at < length);
        last_->setEnabled(at < length);
        const QString refusal = player_->takeOverRefusal();
        takeOver_->setEnabled(refusal.isEmpty());
        takeOver_->setToolTip(refusal.isEmpty()
                                  ? tr("Leave the solution at this move and go on by hand (or click a peg)")
                                  : refusal);
    }
    refreshPlaying(); // at the last move, play starts over
}

void PlayerBar::refreshPlaying()
{
    const bool playing = player_->isPlaying();
    // At the last move play starts over (SolutionPlayer::play), and says so.
    const bool atEnd = !playing && player_->length() > 0 && player_->playhead() >= player_->length();
    play_->setIcon(icon(playing ? QStringLiteral("pause") : QStringLiteral("play")));
    play_->setToolTip(playing ? tr("Pause (Space)") : atEnd ? tr("Play again from the start (Space)") : tr("Play (Space)"));
    play_->setAccessibleName(playing ? tr("Pause") : atEnd ? tr("Play from the start") : tr("Play"));
}

void PlayerBar::refreshPace()
{
    const QSignalBlocker quiet(pace_);
    pace_->setValue(player_->paceIndex());
    paceLabel_->setText(paceText(player_->paceIndex()));
    pace_->setAccessibleDescription(paceText(player_->paceIndex())); // its value is a stop's number, this its words
}

void PlayerBar::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    arrangeControls();
}

bool PlayerBar::event(QEvent* event)
{
    const bool handled = QFrame::event(event);
    if (event->type() == QEvent::LayoutRequest) {
        arrangeControls();
    }
    return handled;
}

int PlayerBar::groupSpacing() const
{
    const int gap = style()->layoutSpacing(QSizePolicy::DefaultType, QSizePolicy::DefaultType, Qt::Horizontal);
    return gap >= 0 ? gap : 6;
}

std::vector<std::vector<int>> PlayerBar::rowsFor(int width) const
{
    const QMargins margins = layout()->contentsMargins();
    const int room = width - margins.left() - margins.right();
    const int spacing = groupSpacing();
    std::vector<std::vector<int>> rows;
    int used = 0;
    for (int index = 0; index < static_cast<int>(groups_.size()); ++index) {
        // Between the transport and the pace stands the divider; between the
        // pace and which solution, at least a stretch's worth.
        const int before = index == 1 ? 2 * spacing + divider_->sizeHint().width() : 2 * spacing;
        const int needed = groups_[index]->sizeHint().width();
        if (rows.empty() || used + before + needed > room) {
            rows.push_back({index});
            used = needed;
        } else {
            rows.back().push_back(index);
            used += before + needed;
        }
    }
    return rows;
}

void PlayerBar::layRows(const std::vector<std::vector<int>>& rows)
{
    // The rows' layouts stay (a layout being activated may be one of them):
    // only the groups move, and the stretches are made again.
    for (QHBoxLayout* row : rows_) {
        while (QLayoutItem* item = row->takeAt(0)) {
            delete item; // a group's place or a stretch; the group itself is the bar's
        }
    }
    for (std::size_t at = 0; at < rows.size(); ++at) {
        QHBoxLayout* row = rows_[at];
        bool right = false;
        for (const int index : rows[at]) {
            if (index >= 2 && !right) {
                row->addStretch(1); // which solution, continue and close keep to the right
                right = true;
            }
            if (index == 1 && row->count() > 0) {
                row->addWidget(divider_);
            } else if (index == 3 && row->count() > 0) {
                // Which solution ("of 2") and Continue read as two groups,
                // as far apart as rowsFor counts them: the rows' spacing
                // (the bar's 2 px) had them touch.
                row->addSpacing(std::max(0, 2 * groupSpacing() - 2 * row->spacing()));
            }
            row->addWidget(groups_[static_cast<std::size_t>(index)]);
        }
        if (!right) {
            row->addStretch(1);
        }
    }
    divider_->setVisible(rows.front().size() > 1);
    arranged_ = rows;
}

void PlayerBar::arrangeControls()
{
    if (std::vector<std::vector<int>> rows = rowsFor(width()); rows != arranged_) {
        layRows(rows);
    }
    // One group a row needs only the widest: the window may be that narrow.
    const QMargins margins = layout()->contentsMargins();
    int widest = 0;
    for (const QWidget* group : groups_) {
        widest = std::max(widest, group->minimumSizeHint().width());
    }
    if (const int least = widest + margins.left() + margins.right(); minimumWidth() != least) {
        setMinimumWidth(least);
    }
}

void PlayerBar::onSliderMoved(int value)
{
    player_->pause();
    player_->seek(scale_.moveAt(value));
}

} // namespace leapfrog::ui
