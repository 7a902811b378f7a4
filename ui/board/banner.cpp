#include "banner.h"

#include "boardstyle.h"
#include "boardview.h"
#include "look/cardstyle.h"
#include "enterpress.h"
#include "overviewstrip.h"

#include <QAction>
#include <QApplication>
#include <QChildEvent>
#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QPropertyAnimation>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

namespace {

constexpr int kFadeMs = 220;
constexpr int kBannerMargin = 12;

QColor accentFor(Banner::Tone tone)
{
    switch (tone) {
    case Banner::Tone::Success: return QColor(0x00, 0x9E, 0x73);
    case Banner::Tone::Neutral: return QColor(0x56, 0xB4, 0xE9);
    case Banner::Tone::Warning: return QColor(0xE6, 0x9F, 0x00);
    }
    return QColor(0x56, 0xB4, 0xE9);
}

} // namespace

Banner::Banner(QWidget* parent)
    : CardFrame(Qt::TopEdge, 10, parent)
    , icon_(new QLabel(this))
    , title_(new QLabel(this))
    , detail_(new QLabel(this))
    , buttons_(new QHBoxLayout)
    , fade_(new QPropertyAnimation(this))
{
    setObjectName(QStringLiteral("banner"));
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.45);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    detail_->setWordWrap(true);
    icon_->setFixedSize(40, 40);

    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Close"));
    close->setAutoRaise(true);
    pressOnEnter(close);
    connect(close, &QToolButton::clicked, this, &Banner::dismiss);
    followPalette(this, [this] { restyle(); }); // a theme chosen while the banner shows

    auto* text = new QVBoxLayout;
    text->addWidget(title_);
    text->addWidget(detail_);
    buttons_->addStretch(1);
    text->addLayout(buttons_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(18, 14, 10, 14);
    layout->addWidget(icon_, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);

    auto* opacity = new QGraphicsOpacityEffect(this);
    setGraphicsEffect(opacity);
    fade_->setTargetObject(opacity);
    fade_->setPropertyName("opacity");
    fade_->setDuration(kFadeMs);
    connect(fade_, &QPropertyAnimation::finished, this, [this] {
        if (!presented_) {
            hide();
        }
    });
    hide();
}

void Banner::present(Tone tone, const QIcon& icon, const QString& title, const QString& detail,
                     const QList<QAction*>& actions)
{
    tone_ = tone;
    restyle();
    icon_->setPixmap(icon.pixmap(QSize(40, 40), devicePixelRatioF()));
    title_->setText(title);
    detail_->setText(detail);
    while (buttons_->count() > 1) {
        // takeAt hands over the layout item too: delete both.
        QLayoutItem* item = buttons_->takeAt(1);
        delete item->widget();
        delete item;
    }
    for (QAction* action : actions) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        pressOnEnter(button); // reached by Tab: Enter acts, as on a dialog's button
        buttons_->addWidget(button);
    }
    presented_ = true;
    place();
    show();
    raise();
    fade_->stop();
    fade_->setStartValue(0.0);
    fade_->setEndValue(1.0);
    fade_->start();
}

void Banner::dismiss()
{
    if (!presented_) {
        return;
    }
    presented_ = false;
    fade_->stop();
    fade_->setStartValue(1.0);
    fade_->setEndValue(0.0);
    fade_->start();
}

// The card in the window's colours: cream in a light window, a dark card in
// a dark one, where the palette's light × and buttons read.
void Banner::restyle()
{
    const CardColours card = cardColours(QApplication::palette(this));
    setCardColours(card.paper, card.edge, accentFor(tone_));
    const QString style = QStringLiteral("#banner QLabel { color: %1; }").arg(card.text.name());
    if (styleSheet() != style) {
        setStyleSheet(style);
    }
}

QString Banner::title() const { return presented_ ? title_->text() : QString(); }

QString Banner::detail() const { return presented_ ? detail_->text() : QString(); }

void Banner::place()
{
    if (!parentWidget()) {
        return;
    }
    ensurePolished();
    const int width = std::min(620, parentWidget()->width() - 32);
    layout()->activate();
    const int height = std::max(layout()->totalHeightForWidth(width), layout()->totalMinimumSize().height());
    setGeometry((parentWidget()->width() - width) / 2, kBannerMargin, width, height);
}

bool Banner::event(QEvent* event)
{
    const bool handled = CardFrame::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::StyleChange) {
        place(); // the text or its style changed: fit the new height
    }
    return handled;
}

BoardArea::BoardArea(QWidget* board, QWidget* parent)
    : QWidget(parent)
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(board);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The board takes the keyboard, not its scroll area: a Tab stop here
    // would show nothing and take the arrows from the board.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setAlignment(Qt::AlignCenter);
    scroll_ = scroll;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll_);
    if (auto* view = qobject_cast<BoardView*>(board)) {
        overview_ = new OverviewStrip(view, scroll, this);
        layout->addWidget(overview_);
    }
    banner_ = new Banner(this); // over the board, never in the layout: the board does not jump
    // The table's colour behind the scroll area's edges, in the board's look.
    setAutoFillBackground(true);
    if (auto* view = qobject_cast<BoardView*>(board)) {
        connect(view, &BoardView::lookChanged, this, [this, view] { showTable(view->look()); });
        showTable(view->look());
    } else {
        showTable({});
    }
}

void BoardArea::showTable(BoardLook look)
{
    QPalette table = palette();
    table.setColor(QPalette::Window, tableTopColour(look));
    setPalette(table);
    if (overview_) {
        overview_->update();
    }
}

void BoardArea::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    banner_->place();
    updateCoveredBottom();
}

void BoardArea::keepBoardAbove(QWidget* card)
{
    cardBelow_ = card;
    // The board's own resize comes after the area's: the room is measured again then.
    boardUnderCard_ = static_cast<QScrollArea*>(scroll_)->widget();
    boardUnderCard_->installEventFilter(this);
    updateCoveredBottom();
}

void BoardArea::updateCoveredBottom()
{
    auto* view = qobject_cast<BoardView*>(static_cast<QScrollArea*>(scroll_)->widget());
    if (!view) {
        return;
    }
    int covered = 0;
    // A board taller than its room scrolls under the card instead.
    if (cardBelow_ && cardBelow_->isVisibleTo(this) && view->height() <= scroll_->height()) {
        const int viewBottom = view->mapTo(this, QPoint(0, view->height())).y();
        covered = std::clamp(viewBottom - cardBelow_->y() + kBannerMargin, 0, view->height());
    }
    view->setCoveredBottom(covered);
}

bool BoardArea::isOverlay(const QObject* child) const
{
    const auto* widget = qobject_cast<const QWidget*>(child);
    return widget && !widget->isWindow() && layout() && layout()->indexOf(const_cast<QWidget*>(widget)) < 0;
}

QSize BoardArea::minimumSizeHint() const
{
    QSize least = QWidget::minimumSizeHint();
    for (const QObject* child : children()) {
        if (isOverlay(child) && static_cast<const QWidget*>(child)->isVisibleTo(this)) {
            least.setHeight(std::max(least.height(), static_cast<const QWidget*>(child)->height() + 2 * kBannerMargin));
        }
    }
    return least;
}

// A card shown, hidden or resized asks the window for room again.
void BoardArea::childEvent(QChildEvent* event)
{
    QWidget::childEvent(event);
    if (event->added() && event->child()->isWidgetType()) {
        event->child()->installEventFilter(this);
    }
}

bool BoardArea::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::Show || type == QEvent::Hide || type == QEvent::Resize) && isOverlay(watched)) {
        updateGeometry();
    }
    const bool board = boardUnderCard_ && watched == boardUnderCard_;
    if ((watched == cardBelow_ && (type == QEvent::Show || type == QEvent::Hide || type == QEvent::Move))
        || ((watched == cardBelow_ || board) && type == QEvent::Resize)) {
        updateCoveredBottom();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace leapfrog::ui
