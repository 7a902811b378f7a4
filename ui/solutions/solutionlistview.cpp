#include "solutionlistview.h"

#include "board/boardstyle.h"
#include "model/move.h"
#include "solutionplayer.h"
#include "wordview.h"

#include <QLocale>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <functional>

namespace leapfrog::ui {

namespace {

constexpr int kPadding = 8;
const QColor kAccent = palette::blue;

// The list's colours: its own light paper in a light window, the palette's
// in a dark one.
struct ListColours {
    QColor paper, alternate, current, text, muted, header, headerLine;
};

ListColours listColours(const QPalette& palette)
{
    if (!isDark(palette)) {
        return {QColor(0xFF, 0xFF, 0xFF), QColor(0xF7, 0xF5, 0xEF), QColor(0xDC, 0xEB, 0xF8), QColor(0x22, 0x2B, 0x31),
                QColor(0x6A, 0x74, 0x7A), QColor(0xF0, 0xEC, 0xE2), QColor(0xD9, 0xD2, 0xC3)};
    }
    const QColor base = palette.color(QPalette::Base);
    const QColor highlight = palette.color(QPalette::Highlight);
    const QColor current((base.red() * 3 + highlight.red()) / 4, (base.green() * 3 + highlight.green()) / 4,
                         (base.blue() * 3 + highlight.blue()) / 4);
    const QColor text = palette.color(QPalette::Text);
    // Muted on the lightest of the rows, so that it reads on all three.
    return {base, palette.color(QPalette::AlternateBase), current, text, mutedOn(text, current),
            palette.color(QPalette::Window), palette.color(QPalette::Light)};
}

// The header above the rows, painted by the list (it knows the columns).
class ListHeader : public QWidget {
public:
    ListHeader(QWidget* parent, std::function<void()> paint)
        : QWidget(parent)
        , paint_(std::move(paint))
    {
    }

protected:
    void paintEvent(QPaintEvent*) override { paint_(); }

private:
    std::function<void()> paint_;
};

} // namespace

SolutionListView::SolutionListView(SolutionPlayer* player, QWidget* parent)
    : PlayerScrollView(player, parent)
{
    setObjectName(QStringLiteral("solutionList"));
    setAccessibleName(tr("The solution's moves"));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setCursor(Qt::PointingHandCursor);
    header_ = new ListHeader(this, [this] { paintHeader(); });
    setViewportMargins(0, rowHeight(), 0, 0);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        firstRow_ = scale_.moveAt(value);
        viewport()->update();
    });
    connect(player, &SolutionPlayer::solutionChanged, this, &SolutionListView::reset);
    connect(player, &SolutionPlayer::wordChanged, viewport(), qOverload<>(&QWidget::update));
    connect(player, &SolutionPlayer::playheadChanged, this, &SolutionListView::followPlayhead);
}

std::uint64_t SolutionListView::rowCount() const { return player()->solution() ? player()->length() + 1 : 0; }

int SolutionListView::rowHeight() const { return fontMetrics().height() + 8; }

int SolutionListView::visibleRows() const { return std::max(1, viewport()->height() / rowHeight()); }

QSize SolutionListView::minimumSizeHint() const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const auto room = [&](std::initializer_list<QString> texts) {
        int widest = 0;
        for (const QString& text : texts) {
            widest = std::max(widest, metrics.horizontalAdvance(text));
        }
        return widest + 2 * kPadding + 4;
    };
    int columns = columnX(Letter) + room({columnTitle(Letter)});
    if (showsWhose()) {
        columns += room({columnTitle(Note), tr("you"), tr("hint"), tr("solution")});
    }
    const int frame = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    const QSize base = QAbstractScrollArea::minimumSizeHint();
    return {std::max(base.width(), columns + frame), base.height()};
}

void SolutionListView::reset()
{
    updateGeometry(); // the By column comes and goes with the game's own moves
    firstRow_ = 0;
    updateScrollBar();
    followPlayhead();
    header_->update();
}

void SolutionListView::updateScrollBar()
{
    const std::uint64_t rows = rowCount();
    const auto visible = static_cast<std::uint64_t>(visibleRows());
    scale_ = TimelineScale(rows > visible ? rows - visible : 0);
    verticalScrollBar()->setRange(0, scale_.maximum());
    verticalScrollBar()->setPageStep(std::max(1, std::min(visibleRows(), scale_.maximum())));
    verticalScrollBar()->setValue(scale_.valueOf(firstRow_));
}

void SolutionListView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    const QRect area = viewport()->geometry();
    header_->setGeometry(area.left(), area.top() - rowHeight(), area.width(), rowHeight());
    updateScrollBar();
    followPlayhead(); // the list may first show after the solution came
}

// Keeps the current row in view with a few rows of context around it: a step
// scrolls by a row, a jump centres the row.
void SolutionListView::followPlayhead()
{
    const std::uint64_t row = player()->playhead();
    const auto visible = static_cast<std::uint64_t>(visibleRows());
    const std::uint64_t margin = std::min<std::uint64_t>(3, visible / 4);
    const std::uint64_t low = firstRow_ + margin;
    const std::uint64_t high = firstRow_ + visible - 1 - margin;
    if (row + visible < firstRow_ || row > firstRow_ + 2 * visible) {
        scrollToRow(row > visible / 2 ? row - visible / 2 : 0);
    } else if (row < low) {
        scrollToRow(row > margin ? row - margin : 0);
    } else if (row > high) {
        scrollToRow(row - (visible - 1 - margin));
    }
    viewport()->update();
}

void SolutionListView::scrollToRow(std::uint64_t row)
{
    firstRow_ = std::min(row, scale_.length());
    verticalScrollBar()->setValue(scale_.valueOf(firstRow_));
    // The scroll bar's value may name a row a little earlier on a scaled
    // range: the list keeps the row asked for.
    firstRow_ = std::min(row, scale_.length());
}

int SolutionListView::columnX(int column) const
{
    QFont bold = font();
    bold.setBold(true); // the current row and the header are bold
    const QFontMetrics metrics(bold);
    // A column as wide as its widest text, its title included, with a few
    // pixels to spare: a text is elided at its exact width.
    const auto width = [&](int of, std::initializer_list<QString> texts) {
        int widest = metrics.horizontalAdvance(columnTitle(of));
        for (const QString& text : texts) {
            widest = std::max(widest, metrics.horizontalAdvance(text));
        }
        return widest + 2 * kPadding + 4;
    };
    // The widest move of this board, its holes' numbers written in zeros
    // (the widest digit), not of the largest board: on a row of seven the
    // room went to "000000-000000" and "solution" lost its end.
    const int holes = std::max(1, player()->position().size());
    QString widestMove = QString::fromStdString(moveText(Move{holes - 1, holes - 1}));
    for (QChar& character : widestMove) {
        character = character.isDigit() ? QLatin1Char('0') : character;
    }
    const int number = width(Number, {QLocale().toString(static_cast<qulonglong>(rowCount()))});
    const int move = width(MoveText, {widestMove, tr("Start")});
    const int letter = width(Letter, {});
    switch (column) {
    case Number: return 0;
    case MoveText: return number;
    case Letter: return number + move;
    case Note: return showsWhose() ? number + move + letter : viewport()->width();
    default: return viewport()->width();
    }
}

QString SolutionListView::columnTitle(int column) const
{
    switch (column) {
    case Number: return tr("#");
    case MoveText: return tr("Move");
    case Letter: return tr("Letter");
    case Note: return player()->isReplay() ? tr("Verdict") : tr("By");
    default: return {};
    }
}

int SolutionListView::columnRoom(int column) const
{
    return columnX(column + 1) - columnX(column) - 2 * kPadding;
}

QStringList SolutionListView::rowTexts(std::uint64_t row) const
{
    if (row >= rowCount()) {
        return {};
    }
    if (row == 0) {
        return {QString(), tr("Start"), QString(), QString()};
    }
    const Solution& solution = *player()->solution();
    const WordIndex* word = player()->word();
    return {QLocale().toString(static_cast<qulonglong>(row)), QString::fromStdString(moveText(solution.moveAt(row - 1))),
            word ? WordView::shownLetter(word->letterAt(row - 1)) : QString(),
            player()->isReplay() ? player()->verdictLabel(row - 1) : whoseText(row)};
}

// Who chose the move of `row` (1-based): of the game's own moves, the
// player, or a hint made (the sixth newcomer read "you" beside a hinted
// move, which the win's review counted as a hint); the rest the solution.
QString SolutionListView::whoseText(std::uint64_t row) const
{
    if (row > player()->ownMoves()) {
        return tr("solution");
    }
    switch (player()->gameOrigin(row - 1)) {
    case Origin::Player: return tr("you");
    case Origin::Hint: return tr("hint");
    case Origin::Solution: break;
    }
    return tr("solution");
}

// Whose each move is matters only where the game's own moves come first.
bool SolutionListView::showsWhose() const { return player()->ownMoves() > 0; }

QRect SolutionListView::rowRect(std::uint64_t row) const
{
    const auto offset = static_cast<qint64>(row) - static_cast<qint64>(firstRow_);
    return QRect(0, static_cast<int>(offset * rowHeight()), viewport()->width(), rowHeight());
}

std::optional<std::uint64_t> SolutionListView::rowAt(QPoint point) const
{
    if (point.y() < 0) {
        return std::nullopt;
    }
    const std::uint64_t row = firstRow_ + static_cast<std::uint64_t>(point.y() / rowHeight());
    return row < rowCount() ? std::optional(row) : std::nullopt;
}

void SolutionListView::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    const ListColours colours = listColours(palette());
    painter.fillRect(viewport()->rect(), colours.paper);
    const std::uint64_t playhead = player()->playhead();
    const bool lettered = player()->word() != nullptr;
    QFont bold = font();
    bold.setBold(true);
    for (std::uint64_t row = firstRow_; row < rowCount(); ++row) {
        const QRect rect = rowRect(row);
        if (rect.top() >= viewport()->height()) {
            break;
        }
        const bool current = row == playhead;
        const QColor background = current ? colours.current : row % 2 ? colours.alternate : colours.paper;
        painter.fillRect(rect, background);
        if (current) {
            painter.fillRect(QRect(rect.left(), rect.top(), 4, rect.height()), kAccent);
        }
        painter.setFont(current ? bold : font());
        const QStringList texts = rowTexts(row);
        const QColor text = row > playhead ? colours.muted : colours.text;
        for (int column = Number; column < ColumnCount; ++column) {
            if ((column == Letter && !lettered) || (column == Note && !showsWhose())) {
                continue;
            }
            const QRect cell(columnX(column) + kPadding, rect.top(), columnRoom(column), rect.height());
            QColor colour = column == Note ? colours.muted : text;
            if (column == Letter && !texts[Letter].isEmpty()) {
                const char letter = texts[Letter].front().toLatin1();
                colour = row > playhead ? WordView::futureColour(letter, background)
                                        : WordView::pastColour(letter, background);
            }
            painter.setPen(colour);
            const Qt::Alignment align = column == Number ? Qt::AlignRight : column == Note ? Qt::AlignLeft : Qt::AlignCenter;
            // Never cut mid-word: a text wider than its column ends in "…".
            painter.drawText(cell, align | Qt::AlignVCenter,
                             painter.fontMetrics().elidedText(texts[column], Qt::ElideRight, cell.width()));
        }
    }
    paintFocusFrame(painter);
}

void SolutionListView::paintHeader()
{
    QPainter painter(header_);
    const ListColours colours = listColours(palette());
    painter.fillRect(header_->rect(), colours.header);
    painter.setPen(colours.headerLine);
    painter.drawLine(header_->rect().bottomLeft(), header_->rect().bottomRight());
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(colours.text);
    for (int column = Number; column < ColumnCount; ++column) {
        if ((column == Letter && !player()->word()) || (column == Note && !showsWhose())) {
            continue;
        }
        const QRect cell(columnX(column) + kPadding, 0, columnRoom(column), header_->height());
        painter.drawText(cell, (column == Number ? Qt::AlignRight : Qt::AlignCenter) | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(columnTitle(column), Qt::ElideRight, cell.width()));
    }
}

std::optional<std::uint64_t> SolutionListView::positionAt(QPoint point) const { return rowAt(point); }

} // namespace leapfrog::ui
