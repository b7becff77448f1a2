// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfields.h"

#include "chart/chartbounds.h"
#include "exportdialog.h"
#include "uiutil/controlcharacterguard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace cm {
namespace {

constexpr int LargestSide = 8000; // pixels, before the scale

} // namespace

QSpinBox *sideSpin(const QString &objectName, const QString &accessibleName, int value)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(objectName);
    spin->setAccessibleName(accessibleName);
    spin->setRange(SmallestImageSide, LargestSide); // below it a chart has no room for its labels
    spin->setValue(value);
    spin->setSuffix(ExportDialog::tr(" px"));
    return spin;
}

QPushButton *button(const QString &text, const QString &objectName, const QString &accessibleName)
{
    auto *pushButton = new QPushButton(text);
    pushButton->setObjectName(objectName);
    pushButton->setAccessibleName(accessibleName);
    pushButton->setAutoDefault(false);
    return pushButton;
}

QLineEdit *lineEdit(const QString &text, const QString &objectName, const QString &accessibleName)
{
    auto *edit = new QLineEdit(text);
    edit->setObjectName(objectName);
    edit->setAccessibleName(accessibleName);
    refuseControlCharacters(edit);
    return edit;
}

QComboBox *combo(const QString &objectName, const QString &accessibleName)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    box->setAccessibleName(accessibleName);
    return box;
}

QFormLayout *form()
{
    auto *layout = new QFormLayout;
    layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return layout;
}

} // namespace cm
