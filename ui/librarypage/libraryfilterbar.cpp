// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfilterbar.h"

#include "chart/displaynames.h"
#include "util/visibletext.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include <set>

namespace cm {
namespace {

// The earliest day the date filter offers: shown as "any day".
const QDate AnyDay(2000, 1, 1);

// Fills `box` with "any" and `values` (its data the value itself), keeping
// the value chosen where it is still offered.
void fill(QComboBox *box, const std::set<QString> &values, const std::function<QString(const QString &)> &title)
{
    const QString chosen = box->currentData().toString();
    const QSignalBlocker quiet(box);
    box->clear();
    box->addItem(LibraryFilterBar::tr("any"), QString());
    for (const QString &value : values) {
        if (!value.isEmpty())
            box->addItem(visibleText(title(value)), value);
    }
    box->setCurrentIndex(std::max(0, box->findData(chosen)));
}

} // namespace

LibraryFilterBar::LibraryFilterBar(QWidget *parent)
    : QWidget(parent)
{
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setPlaceholderText(tr("Search drives, models, serials, kernels, files…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search the library"));
    connect(m_search, &QLineEdit::textChanged, this, &LibraryFilterBar::changed);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 2);
    m_model = addChoice(QStringLiteral("libraryModelFilter"), tr("Model"));
    m_filesystem = addChoice(QStringLiteral("libraryFilesystemFilter"), tr("Filesystem"));
    m_compression = addChoice(QStringLiteral("libraryCompressionFilter"), tr("Compression"));
    m_dataSet = addChoice(QStringLiteral("libraryDataSetFilter"), tr("Data set"));
    m_since = new QDateEdit(AnyDay);
    m_since->setObjectName(QStringLiteral("librarySinceFilter"));
    m_since->setMinimumDate(AnyDay);
    m_since->setSpecialValueText(tr("any day"));
    m_since->setCalendarPopup(true);
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_since->setAccessibleName(tr("Measured since"));
    connect(m_since, &QDateEdit::dateChanged, this, &LibraryFilterBar::changed);
    auto *sinceLabel = new QLabel(tr("Since"));
    sinceLabel->setBuddy(m_since);
    layout->addWidget(sinceLabel);
    layout->addWidget(m_since);
}

QComboBox *LibraryFilterBar::addChoice(const QString &objectName, const QString &accessibleName)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    box->setAccessibleName(accessibleName);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box->addItem(tr("any"), QString());
    connect(box, &QComboBox::currentIndexChanged, this, &LibraryFilterBar::changed);
    auto *label = new QLabel(accessibleName);
    label->setBuddy(box);
    layout()->addWidget(label);
    layout()->addWidget(box);
    return box;
}

void LibraryFilterBar::setChoices(const QList<LibraryRow> &rows)
{
    std::set<QString> models, filesystems, compressions, dataSets;
    for (const LibraryRow &row : rows) {
        const LibraryDrive &drive = row.drive;
        models.insert(drive.model);
        filesystems.insert(drive.filesystem);
        compressions.insert(drive.compression);
        dataSets.insert(drive.dataSets.cbegin(), drive.dataSets.cend());
    }
    const auto asIs = [](const QString &value) { return value; };
    fill(m_model, models, asIs);
    fill(m_filesystem, filesystems, asIs);
    fill(m_compression, compressions, asIs);
    fill(m_dataSet, dataSets, [](const QString &kind) { return dataSetTitle(kind); });
    Q_EMIT changed();
}

LibraryRowFilter LibraryFilterBar::filter() const
{
    LibraryRowFilter filter;
    filter.search = m_search->text();
    filter.model = m_model->currentData().toString();
    filter.filesystem = m_filesystem->currentData().toString();
    filter.compression = m_compression->currentData().toString();
    filter.dataSet = m_dataSet->currentData().toString();
    if (m_since->date() > AnyDay)
        filter.since = m_since->date();
    return filter;
}

} // namespace cm
