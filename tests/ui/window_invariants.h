#pragma once
// What holds of the main window in any state, whatever led there (issue 36):
// every visible widget lies inside its parent (a panel's words never run past
// the dock's edge); no visible label's text is cut, and no label is taller
// than its words by more than a line (a card with an empty band); the
// keyboard is on a visible, enabled control with a name; the window and its
// floating dock stay on the screen. Each check returns what it found wrong
// in words (empty: nothing), named by the invariant it breaks so that a walk
// shrunk to its shortest failing sequence keeps failing for the same reason.
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScreen>
#include <QScrollBar>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace leapfrog::testing {

struct Broken {
    QString invariant; // "outside", "cut", "band", "focus", "screen"
    QString detail;
};

// A widget as a reader of the failure finds it: its class, object name and
// (for a label) the start of its words.
inline QString describe(const QWidget* widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty()) {
        name += QStringLiteral(" '%1'").arg(widget->objectName());
    }
    if (const auto* label = qobject_cast<const QLabel*>(widget)) {
        name += QStringLiteral(" \"%1\"").arg(label->text().left(60));
    }
    return name;
}

// The widgets a player sees: visible, in a window that is shown.
inline QList<QWidget*> shownWidgets(QWidget* top)
{
    QList<QWidget*> shown;
    for (QWidget* widget : top->findChildren<QWidget*>()) {
        if (widget->isVisible() && !widget->window()->isHidden() && widget->window()->isVisible()) {
            shown << widget;
        }
    }
    return shown;
}

// The scroll area whose viewport `parent` is, if it is one.
inline const QAbstractScrollArea* scrollAreaOfViewport(const QWidget* parent)
{
    const auto* area = parent ? qobject_cast<const QAbstractScrollArea*>(parent->parentWidget()) : nullptr;
    return area && area->viewport() == parent ? area : nullptr;
}

// Every visible widget inside its parent. In a scroll area's viewport the
// content may lie beyond the view along an axis that scrolls, never along
// one whose scroll bar is off (the side panel scrolls only up and down).
inline std::optional<Broken> outsideParent(QWidget* top)
{
    for (QWidget* widget : shownWidgets(top)) {
        QWidget* parent = widget->parentWidget();
        if (!parent || widget->isWindow()) {
            continue;
        }
        const QRect inner = parent->rect();
        const QRect at = widget->geometry();
        bool horizontal = at.left() >= inner.left() && at.right() <= inner.right();
        bool vertical = at.top() >= inner.top() && at.bottom() <= inner.bottom();
        if (const QAbstractScrollArea* area = scrollAreaOfViewport(parent)) {
            horizontal = horizontal || area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
            vertical = vertical || area->verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
        }
        if (!horizontal || !vertical) {
            return Broken{QStringLiteral("outside"),
                          QStringLiteral("%1 at %2,%3 %4x%5 runs past %6 (%7x%8)")
                              .arg(describe(widget))
                              .arg(at.x())
                              .arg(at.y())
                              .arg(at.width())
                              .arg(at.height())
                              .arg(describe(parent))
                              .arg(inner.width())
                              .arg(inner.height())};
        }
    }
    return std::nullopt;
}

// A label whose words do not fit the room it has: a word wider than the
// label, a line cut off, or a line that does not wrap. A label that elides
// on purpose keeps its whole text in its tooltip.
inline std::optional<Broken> cutLabel(QWidget* top)
{
    for (QWidget* widget : shownWidgets(top)) {
        auto* label = qobject_cast<QLabel*>(widget);
        if (!label || label->text().isEmpty() || label->property("elides").toBool()) {
            continue;
        }
        const int least = label->minimumSizeHint().width();
        const int needed = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        if (least > label->width() || needed > label->height()) {
            return Broken{QStringLiteral("cut"), QStringLiteral("%1 is %2x%3, its words need %4 wide and %5 high")
                                                     .arg(describe(label))
                                                     .arg(label->width())
                                                     .arg(label->height())
                                                     .arg(least)
                                                     .arg(needed)};
        }
    }
    return std::nullopt;
}

// A wrapped label taller than its words by more than a line: the empty band
// of a card sized for words it no longer shows.
inline std::optional<Broken> emptyBand(QWidget* top)
{
    for (QWidget* widget : shownWidgets(top)) {
        auto* label = qobject_cast<QLabel*>(widget);
        if (!label || !label->wordWrap()) {
            continue;
        }
        const int needed = label->text().isEmpty() ? 0 : label->heightForWidth(label->width());
        const int line = label->fontMetrics().lineSpacing();
        if (label->height() - needed > line) {
            return Broken{QStringLiteral("band"), QStringLiteral("%1 is %2 px high, its words need %3")
                                                      .arg(describe(label))
                                                      .arg(label->height())
                                                      .arg(needed)};
        }
    }
    return std::nullopt;
}

// A card (the side panel's verdict card, the tutorial's, a search's) with a
// blank band: a stretch of its height taller than a line where none of its
// visible children is, between them or below the last (a child hidden but
// still given room, a layout stretched past its words).
// Where a child of a card has ink, from `top` in the card: a wrapped
// label given more height than its lines holds them in the middle (or at the
// top) of it, and the rest is as blank as a gap between two children.
inline std::pair<int, int> inkSpan(const QWidget* child, int top)
{
    const auto* label = qobject_cast<const QLabel*>(child);
    if (!label || !label->wordWrap() || label->text().isEmpty()) {
        return {top, top + child->height()};
    }
    // Measured on a label of its own: a label's heightForWidth never says
    // less than the minimum height it was given (WrappedLabel sets one).
    QLabel probe;
    probe.setFont(label->font());
    probe.setWordWrap(true);
    probe.setTextFormat(label->textFormat());
    probe.setContentsMargins(label->contentsMargins());
    probe.setMargin(label->margin());
    probe.setIndent(label->indent());
    probe.setText(label->text());
    const int lines = std::min(label->height(), probe.heightForWidth(label->width()));
    const Qt::Alignment vertical = label->alignment() & Qt::AlignVertical_Mask;
    const int spare = label->height() - lines;
    const int from = vertical & Qt::AlignBottom ? spare : vertical & Qt::AlignTop ? 0 : spare / 2;
    return {top + from, top + from + lines};
}

inline std::optional<Broken> blankCardBand(QWidget* top)
{
    for (QWidget* card : shownWidgets(top)) {
        if (!card->objectName().endsWith(QStringLiteral("Card")) || card->height() <= 0) {
            continue;
        }
        std::vector<std::pair<int, int>> spans; // the children's tops and bottoms, in the card
        for (QWidget* child : card->findChildren<QWidget*>()) {
            if (child->isVisible() && !child->isWindow()) {
                const QPoint at = child->mapTo(card, QPoint(0, 0));
                spans.push_back(inkSpan(child, at.y()));
            }
        }
        std::sort(spans.begin(), spans.end());
        const int line = card->fontMetrics().lineSpacing();
        int reached = 0;
        for (const auto& [from, to] : spans) {
            if (from - reached > line) {
                return Broken{QStringLiteral("band"), QStringLiteral("%1 is blank from %2 to %3 px of its %4")
                                                          .arg(describe(card))
                                                          .arg(reached)
                                                          .arg(from)
                                                          .arg(card->height())};
            }
            reached = std::max(reached, to);
        }
        if (!spans.empty() && card->height() - reached > line) {
            return Broken{QStringLiteral("band"), QStringLiteral("%1 is blank below %2 px of its %3")
                                                      .arg(describe(card))
                                                      .arg(reached)
                                                      .arg(card->height())};
        }
    }
    return std::nullopt;
}

// The keyboard on a control the player sees, can use and can hear named.
inline std::optional<Broken> lostFocus()
{
    QWidget* focus = QApplication::focusWidget();
    if (!focus) {
        return Broken{QStringLiteral("focus"), QStringLiteral("no widget has the keyboard")};
    }
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(focus);
    const QString name = accessible ? accessible->text(QAccessible::Name) : QString();
    if (!focus->isVisible() || !focus->isEnabled() || name.trimmed().isEmpty()) {
        return Broken{QStringLiteral("focus"), QStringLiteral("the keyboard is on %1 (visible %2, enabled %3, name '%4')")
                                                   .arg(describe(focus))
                                                   .arg(focus->isVisible())
                                                   .arg(focus->isEnabled())
                                                   .arg(name)};
    }
    return std::nullopt;
}

// The window, and its dock when it floats, within the screen.
inline std::optional<Broken> offScreen(QMainWindow* window)
{
    QList<QWidget*> windows{window};
    if (auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock")); dock && dock->isFloating()) {
        windows << dock;
    }
    for (QWidget* shown : windows) {
        const QRect screen = shown->screen()->availableGeometry();
        if (shown->isVisible() && !screen.contains(shown->frameGeometry())) {
            const QRect at = shown->frameGeometry();
            return Broken{QStringLiteral("screen"), QStringLiteral("%1 at %2,%3 %4x%5 on a screen of %6x%7")
                                                        .arg(describe(shown))
                                                        .arg(at.x())
                                                        .arg(at.y())
                                                        .arg(at.width())
                                                        .arg(at.height())
                                                        .arg(screen.width())
                                                        .arg(screen.height())};
        }
    }
    return std::nullopt;
}

// Every invariant, in order; the first broken one.
inline std::optional<Broken> brokenInvariant(QMainWindow* window, bool focus)
{
    // (A floating dock is still the window's child: its widgets are among the window's.)
    for (const auto& check : {outsideParent, cutLabel, emptyBand, blankCardBand}) {
        if (auto broken = check(window)) {
            return broken;
        }
    }
    if (auto broken = offScreen(window)) {
        return broken;
    }
    return focus ? lostFocus() : std::nullopt;
}

} // namespace leapfrog::testing
