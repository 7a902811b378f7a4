#include "enterpress.h"

#include <QAbstractButton>
#include <QEvent>
#include <QKeyEvent>
#include <QObject>

namespace leapfrog::ui {

namespace {

// Owned by its button: one filter per button, gone with it.
class EnterPresses : public QObject {
public:
    explicit EnterPresses(QAbstractButton* button)
        : QObject(button)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::KeyPress) {
            return false;
        }
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        // Keypad Enter carries the keypad modifier; Ctrl+Enter and the like are someone else's.
        if (!enter || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) {
            return false;
        }
        auto* button = static_cast<QAbstractButton*>(watched);
        if (!button->isEnabled()) {
            return true; // nothing to press, and nothing behind the card to reach
        }
        button->click();
        return true;
    }
};

} // namespace

void pressOnEnter(QAbstractButton* button) { button->installEventFilter(new EnterPresses(button)); }

} // namespace leapfrog::ui
