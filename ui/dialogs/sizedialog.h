#pragma once
// Size > Custom... for every family with sizes, one mechanism: presets that
// fill the fields, the fields (pegs a side; the holes between the sides, the
// jump length and the rules of a long row; Dudeney's frogs; the grid's N; the
// arm length of a Y board; the four counts of a branching board), a message
// under them that says what is wrong or what the board will be, shown whole at
// any length, a small picture of the board, and OK only for a board the core
// accepts. Every change is checked at once, by the core.
#include "model/variant.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace leapfrog::ui {

class BoardView;
struct BoardFamily;

class SizeDialog : public QDialog {
    Q_OBJECT
public:
    // `initial` picks the fields (its family) and fills them (its sizes). Not
    // for a row of the player's own, which its editor changes.
    explicit SizeDialog(const Variant& initial, QWidget* parent = nullptr);

    // The board asked for; nullopt while the fields are not valid.
    std::optional<Variant> variant() const { return variant_; }
    QString message() const;
    BoardView* preview() const { return preview_; }
    // The board's own look, as the game draws it (the high-contrast board).
    void setHighContrast(bool on);

private:
    // The constructor's parts.
    void addFields(QFormLayout* form);
    void stylePreview();
    void orderTabs();

    struct Field {
        QLineEdit* edit;
        QString what; // what it counts, in the middle of a sentence ("blue pegs")
        int maximum;
    };
    void addField(QFormLayout* form, const char* objectName, const QString& label, const QString& what, int maximum);
    void addRulesChoice(QFormLayout* form);
    void fill(const Variant& variant);
    void choosePreset(int index);
    void validate();
    // The board the fields name, or nullopt with the reason in `*problem`.
    std::optional<Variant> readFields(QString* problem) const;
    QString describe(const Variant& variant) const;
    void showPreview();

    const BoardFamily& family_; // its fields, the board they name, its words
    QComboBox* presets_;
    std::vector<Field> fields_;
    QCheckBox* strict_ = nullptr; // where the family chooses its rules: long rows
    BoardView* preview_;
    QLabel* previewNote_; // why the picture is empty, over it
    QLabel* message_;
    QDialogButtonBox* buttons_;
    std::optional<Variant> variant_;
};

} // namespace leapfrog::ui
