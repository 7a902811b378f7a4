// The table: every family's entry in the Variant menu's order, and the
// lookups the window reads it through.
#include "familyentries.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace leapfrog::ui {

namespace {

// The one list of the families. Each entry is made beside its words and
// sizes; the order is the Variant menu's, and the refusal of an unknown
// board's name lists them in it too.
const std::array<BoardFamily, 8>& familiesInMenuOrder()
{
    static const std::array<BoardFamily, 8> families{
        classicFamily, strictFamily,  pairsFamily,   yFamily,
        branchFamily,  longRowFamily, dudeneyFamily, gridFamily,
    };
    return families;
}

} // namespace

QString SizeField::labelText() const { return QCoreApplication::translate("leapfrog::ui::SizeDialog", label); }
QString SizeField::whatText() const { return QCoreApplication::translate("leapfrog::ui::SizeDialog", what); }

QString BoardFamily::menuText() const { return QCoreApplication::translate("leapfrog::ui::MainWindow", menuSource); }
QString BoardFamily::sizeDialogTitle() const
{
    return QCoreApplication::translate("leapfrog::ui::SizeDialog", sizeDialogSource);
}

std::span<const BoardFamily> boardFamilies() { return familiesInMenuOrder(); }

const BoardFamily& boardFamily(Family family)
{
    const auto& families = familiesInMenuOrder();
    const auto entry = std::ranges::find(families, family, &BoardFamily::family);
    if (entry == families.end()) {
        throw std::logic_error("a board family with no entry in ui/families/families.cpp");
    }
    return *entry;
}

std::string defaultSpec(Family family) { return std::string(boardFamily(family).defaultSpec); }

std::vector<SizePreset> sizePresets(Family family)
{
    const BoardFamily& entry = boardFamily(family);
    return entry.presets(Variant::parse(entry.defaultSpec));
}

std::vector<SizePreset> sizePresets(const Variant& current) { return boardFamily(current.family()).presets(current); }

QString blueAndRedSentence(const Variant& variant)
{
    return FamilySizeText::tr("%1: %2 holes, %3 blue and %4 red pegs.")
        .arg(QString::fromStdString(variant.spec()))
        .arg(variant.holeCount())
        .arg(variant.blueCount())
        .arg(variant.redCount());
}

std::vector<int> specSizes(const Variant& variant) { return variant.sizes(); }

} // namespace leapfrog::ui
