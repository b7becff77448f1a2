// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetchooser.h"

#include "chart/displaynames.h"
#include "plan/plan.h"
#include "util/shownpath.h"
#include "util/units.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace cm {

DataSetChooser::DataSetChooser(QWidget *parent)
    : QWidget(parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setVerticalSpacing(3); // rows of a list: the Setup page fits 1280x720
    addAutoSizeRow();
    addGeneratedRow(QStringLiteral("books"), tr("Text: compresses well, as e-books and documents do"));
    addGeneratedRow(QStringLiteral("photos"), tr("JPEG and RAW-like pictures: hardly compressible"));
    addGeneratedRow(QStringLiteral("system"), tr("Programs and libraries, as an installed system"));
    addGeneratedRow(QStringLiteral("image"), tr("One large file with mixed content"));
    addGeneratedRow(QStringLiteral("small"), tr("Many files of a few KiB: file-system overhead"));

    m_folderCheck = new QCheckBox(tr("Custom folder"));
    m_folderCheck->setObjectName(QStringLiteral("folderDataSetCheck"));
    m_folderCheck->setToolTip(tr("Copies the regular files of a folder; links and special files are skipped"));
    m_folder = new QLineEdit;
    m_folder->setObjectName(QStringLiteral("folderDataSetEdit"));
    m_folder->setAccessibleName(tr("Folder data set"));
    m_folder->setPlaceholderText(tr("A folder to copy as it is"));
    auto *browse = new QPushButton(tr("Choose…"));
    browse->setAccessibleName(tr("Choose the folder data set"));
    connect(browse, &QPushButton::clicked, this, &DataSetChooser::chooseFolder);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    const int row = m_grid->rowCount();
    m_grid->addWidget(m_folderCheck, row, 0);
    m_grid->addLayout(folderRow, row, 1, 1, 2);

    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("dataSetTotalLabel"));
    m_grid->addWidget(m_total, row + 1, 0, 1, 3);
    m_grid->setColumnStretch(2, 1);

    connect(m_folderCheck, &QCheckBox::toggled, this, &DataSetChooser::updateTotal);
    connect(m_folder, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty())
            m_folderCheck->setChecked(true);
        updateTotal();
    });
    updateTotal();
}

void DataSetChooser::addAutoSizeRow()
{
    m_autoSize = new QCheckBox(tr("Automatic size"));
    m_autoSize->setObjectName(QStringLiteral("autoSizeCheck"));
    m_autoSize->setToolTip(tr("Before the data sets are written, a cold read of a smaller copy measures the drive, "
                              "and each data set is made large enough for one read to last at least this long "
                              "(at most 4 GiB, within the free space). Shorter runs measure noise."));
    m_autoSize->setChecked(true);
    m_minRunSeconds = new QDoubleSpinBox;
    m_minRunSeconds->setObjectName(QStringLiteral("minRunTimeSpin"));
    m_minRunSeconds->setRange(0.1, 600.0);
    m_minRunSeconds->setDecimals(1);
    m_minRunSeconds->setSingleStep(0.5);
    m_minRunSeconds->setValue(Plan::DefaultMinRunSeconds);
    m_minRunSeconds->setSuffix(tr(" s"));
    m_minRunSeconds->setAccessibleName(tr("Shortest read"));
    auto *about = new QLabel(tr("Each read lasts at least this long"));
    about->setForegroundRole(QPalette::PlaceholderText);
    about->setWordWrap(true);
    const int gridRow = m_grid->rowCount();
    m_grid->addWidget(m_autoSize, gridRow, 0);
    m_grid->addWidget(m_minRunSeconds, gridRow, 1);
    m_grid->addWidget(about, gridRow, 2);
    connect(m_autoSize, &QCheckBox::toggled, this, &DataSetChooser::updateTotal);
    connect(m_minRunSeconds, &QDoubleSpinBox::valueChanged, this, &DataSetChooser::updateTotal);
}

bool DataSetChooser::autoSize() const
{
    return m_autoSize->isChecked();
}

double DataSetChooser::minRunSeconds() const
{
    return m_minRunSeconds->value();
}

// The whole MiB a size is shown as (at least 1, as the box allows).
int DataSetChooser::shownMiB(qint64 bytes)
{
    return int(std::max<qint64>(1, bytes / MiB));
}

void DataSetChooser::setAutoSize(bool autoSize, double minRunSeconds)
{
    m_autoSize->setChecked(autoSize);
    m_minRunSeconds->setValue(minRunSeconds);
    updateTotal();
}

void DataSetChooser::addGeneratedRow(const QString &kind, const QString &description)
{
    const QString label = dataSetTitle(kind);
    Row row;
    row.kind = kind;
    row.check = new QCheckBox(label);
    row.check->setObjectName(kind + QStringLiteral("Check"));
    row.check->setToolTip(description);
    row.sizeMiB = new QSpinBox;
    row.sizeMiB->setObjectName(kind + QStringLiteral("SizeSpin"));
    row.sizeMiB->setRange(1, 1024 * 1024);
    row.sizeMiB->setValue(int(DataSetSpec{}.bytes / MiB));
    row.sizeMiB->setSuffix(tr(" MiB"));
    row.sizeMiB->setAccessibleName(tr("Size of %1").arg(label));
    auto *about = new QLabel(description);
    about->setForegroundRole(QPalette::PlaceholderText);
    about->setWordWrap(true); // long in some languages: wraps instead of widening the page
    const int gridRow = m_grid->rowCount();
    m_grid->addWidget(row.check, gridRow, 0);
    m_grid->addWidget(row.sizeMiB, gridRow, 1);
    m_grid->addWidget(about, gridRow, 2);
    connect(row.check, &QCheckBox::toggled, this, &DataSetChooser::updateTotal);
    connect(row.sizeMiB, &QSpinBox::valueChanged, this, &DataSetChooser::updateTotal);
    m_rows.append(row);
}

QList<DataSetSpec> DataSetChooser::dataSets() const
{
    QList<DataSetSpec> dataSets;
    for (const Row &row : m_rows) {
        if (!row.check->isChecked())
            continue;
        if (row.given && row.sizeMiB->value() == shownMiB(row.given->bytes))
            dataSets.append(*row.given);
        else
            dataSets.append({row.kind, qint64(row.sizeMiB->value()) * MiB, DataSetSpec{}.seed});
    }
    if (m_folderCheck->isChecked() && !m_folder->text().isEmpty())
        dataSets.append(DataSetSpec::folder(QDir::fromNativeSeparators(m_folder->text())));
    return dataSets;
}

void DataSetChooser::setDataSets(const QList<DataSetSpec> &dataSets)
{
    m_folderCheck->setChecked(false);
    for (Row &row : m_rows) {
        row.check->setChecked(false);
        row.given.reset();
        for (const DataSetSpec &spec : dataSets) {
            if (spec.kind == row.kind) {
                row.check->setChecked(true);
                row.sizeMiB->setValue(shownMiB(spec.bytes));
                row.given = spec;
            }
        }
    }
    for (const DataSetSpec &spec : dataSets) {
        if (spec.isFolder()) {
            m_folder->setText(shownPath(spec.folderPath()));
            m_folderCheck->setChecked(true);
        }
    }
    updateTotal();
}

void DataSetChooser::chooseFolder()
{
    const QString folder
        = QFileDialog::getExistingDirectory(this, tr("Folder to copy as a data set"), m_folder->text());
    if (!folder.isEmpty())
        m_folder->setText(shownPath(folder));
}

void DataSetChooser::updateTotal()
{
    qint64 bytes = 0;
    int count = 0;
    for (const Row &row : std::as_const(m_rows)) {
        if (row.check->isChecked()) {
            bytes += qint64(row.sizeMiB->value()) * MiB;
            ++count;
        }
    }
    // Sizes are the user's to set only when they are not chosen automatically.
    for (const Row &row : std::as_const(m_rows))
        row.sizeMiB->setEnabled(row.check->isChecked() && !m_autoSize->isChecked());
    m_minRunSeconds->setEnabled(m_autoSize->isChecked());
    QString total = m_autoSize->isChecked() ? tr("%n data set(s), each sized by a calibration read", nullptr, count)
                                            : tr("%n data set(s), %1 in all", nullptr, count).arg(dataSizeText(bytes));
    if (m_folderCheck->isChecked() && !m_folder->text().isEmpty())
        total = tr("%1, plus the folder").arg(total);
    m_total->setText(total);
    Q_EMIT changed();
}

} // namespace cm
