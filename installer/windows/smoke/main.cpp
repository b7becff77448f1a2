// SPDX-License-Identifier: GPL-3.0-or-later
// A Windows program that uses, once each, what CompressMark links: ThreadWeaver
// runs one job per codec (zstd, lz4, lzo2, zlib, and wimlib's XPRESS when
// present), libarchive packs and unpacks through its filters, Qt SQL keeps
// the ratios in an SQLite database, and Qt Widgets with Qt Charts draws them
// as a bar chart into a PNG, with no display. It proves the cross-built toolchain and a deployed folder, and
// notes what Windows says about the PNG's NTFS compression.
//
// Usage: compressmark_windows_smoke OUTPUT.png
// Exit codes: 0 every check passed, 1 a check failed, 2 bad usage.

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QImageReader>
#include <QImageWriter>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStyle>
#include <QThread>
#include <QValueAxis>

#include "ntfscompression.h"

#include <ThreadWeaver/Queue>
#include <ThreadWeaver/ThreadWeaver>

#include <archive.h>
#include <archive_entry.h>
#include <lz4.h>
#include <lzo/lzo1x.h>
#include <zlib.h>
#include <zstd.h>
#ifdef COMPRESSMARK_SMOKE_WIMLIB
#include <wimlib.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iterator>
#include <random>
#include <vector>

namespace {

int failures = 0;

void report(bool ok, const char *check, const QString &detail)
{
    std::fprintf(ok ? stdout : stderr, "smoke: %s: %s (%s)\n", check, ok ? "ok" : "FAILED", qPrintable(detail));
    if (!ok)
        ++failures;
}

// Text that compresses about as well as books do: words picked at random.
QByteArray sampleText()
{
    static const char *const words[]
        = {"drive", "copy", "cache",     "speed", "file",   "compression", "ntfs",  "btrfs", "ram",
           "disk",  "cold", "benchmark", "photo", "system", "book",        "image", "queue", "thread"};
    std::mt19937 generator(42);
    std::uniform_int_distribution<int> pick(0, int(std::size(words)) - 1);
    QByteArray text;
    while (text.size() < 1 << 20) {
        text += words[pick(generator)];
        text += (generator() % 12 == 0) ? '\n' : ' ';
    }
    return text;
}

struct Codec
{
    const char *name;
    std::function<qsizetype(const QByteArray &)> compressedBytes; // < 0: failed
    qsizetype bytes = -1;
    bool onWorker = false;
};

qsizetype zstdBytes(const QByteArray &in)
{
    QByteArray out(qsizetype(ZSTD_compressBound(size_t(in.size()))), Qt::Uninitialized);
    const size_t n = ZSTD_compress(out.data(), size_t(out.size()), in.constData(), size_t(in.size()), 3);
    if (ZSTD_isError(n))
        return -1;
    QByteArray back(in.size(), Qt::Uninitialized);
    const size_t m = ZSTD_decompress(back.data(), size_t(back.size()), out.constData(), n);
    return !ZSTD_isError(m) && back == in ? qsizetype(n) : -1;
}

qsizetype lz4Bytes(const QByteArray &in)
{
    QByteArray out(LZ4_compressBound(int(in.size())), Qt::Uninitialized);
    const int n = LZ4_compress_default(in.constData(), out.data(), int(in.size()), int(out.size()));
    QByteArray back(in.size(), Qt::Uninitialized);
    return n > 0 && LZ4_decompress_safe(out.constData(), back.data(), n, int(back.size())) == in.size() && back == in
        ? n
        : -1;
}

qsizetype lzoBytes(const QByteArray &in)
{
    std::vector<unsigned char> work(LZO1X_1_MEM_COMPRESS);
    QByteArray out(in.size() + in.size() / 16 + 64 + 3, Qt::Uninitialized);
    lzo_uint n = lzo_uint(out.size());
    if (lzo1x_1_compress(reinterpret_cast<const unsigned char *>(in.constData()), lzo_uint(in.size()),
                         reinterpret_cast<unsigned char *>(out.data()), &n, work.data())
        != LZO_E_OK)
        return -1;
    QByteArray back(in.size(), Qt::Uninitialized);
    lzo_uint m = lzo_uint(back.size());
    return lzo1x_decompress_safe(reinterpret_cast<const unsigned char *>(out.constData()), n,
                                 reinterpret_cast<unsigned char *>(back.data()), &m, nullptr)
                == LZO_E_OK
            && back == in
        ? qsizetype(n)
        : -1;
}

qsizetype zlibBytes(const QByteArray &in)
{
    uLongf n = compressBound(uLong(in.size()));
    QByteArray out(qsizetype(n), Qt::Uninitialized);
    if (compress2(reinterpret_cast<Bytef *>(out.data()), &n, reinterpret_cast<const Bytef *>(in.constData()),
                  uLong(in.size()), 6)
        != Z_OK)
        return -1;
    QByteArray back(in.size(), Qt::Uninitialized);
    uLongf m = uLongf(back.size());
    return uncompress(reinterpret_cast<Bytef *>(back.data()), &m, reinterpret_cast<const Bytef *>(out.constData()), n)
                == Z_OK
            && back == in
        ? qsizetype(n)
        : -1;
}

#ifdef COMPRESSMARK_SMOKE_WIMLIB
// XPRESS in 4 KiB chunks, as Windows' WOF compresses files.
qsizetype xpressBytes(const QByteArray &in)
{
    constexpr qsizetype chunk = 4096;
    wimlib_compressor *compressor = nullptr;
    wimlib_decompressor *decompressor = nullptr;
    if (wimlib_create_compressor(WIMLIB_COMPRESSION_TYPE_XPRESS, chunk, 0, &compressor) != 0)
        return -1;
    if (wimlib_create_decompressor(WIMLIB_COMPRESSION_TYPE_XPRESS, chunk, &decompressor) != 0) {
        wimlib_free_compressor(compressor);
        return -1;
    }
    qsizetype total = 0;
    QByteArray out(chunk, Qt::Uninitialized);
    QByteArray back(chunk, Qt::Uninitialized);
    for (qsizetype offset = 0; offset < in.size() && total >= 0; offset += chunk) {
        const qsizetype size = std::min(chunk, in.size() - offset);
        const size_t n
            = wimlib_compress(in.constData() + offset, size_t(size), out.data(), size_t(chunk - 1), compressor);
        if (n == 0) { // did not shrink: stored as it is
            total += size;
            continue;
        }
        const bool same = wimlib_decompress(out.constData(), n, back.data(), size_t(size), decompressor) == 0
            && back.left(size) == in.mid(offset, size);
        total = same ? total + qsizetype(n) : -1;
    }
    wimlib_free_decompressor(decompressor);
    wimlib_free_compressor(compressor);
    return total;
}
#endif

// Packs the text into a tar through one of libarchive's filters in memory
// and reads it back; returns the archive's size, or -1.
qsizetype archiveBytes(const QByteArray &text, int (*addFilter)(archive *))
{
    QByteArray packed(text.size() + (1 << 16), Qt::Uninitialized);
    size_t used = 0;
    archive *writer = archive_write_new();
    bool ok = archive_write_set_format_pax_restricted(writer) == ARCHIVE_OK && addFilter(writer) == ARCHIVE_OK
        && archive_write_open_memory(writer, packed.data(), size_t(packed.size()), &used) == ARCHIVE_OK;
    if (ok) {
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, "books/sample.txt");
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_size(entry, text.size());
        ok = archive_write_header(writer, entry) == ARCHIVE_OK
            && archive_write_data(writer, text.constData(), size_t(text.size())) == text.size();
        archive_entry_free(entry);
    }
    ok = archive_write_close(writer) == ARCHIVE_OK && ok;
    archive_write_free(writer);
    if (!ok)
        return -1;

    archive *reader = archive_read_new();
    archive_read_support_filter_all(reader);
    archive_read_support_format_all(reader);
    archive_entry *entry = nullptr;
    QByteArray back(text.size(), Qt::Uninitialized);
    ok = archive_read_open_memory(reader, packed.constData(), used) == ARCHIVE_OK
        && archive_read_next_header(reader, &entry) == ARCHIVE_OK
        && qstrcmp(archive_entry_pathname(entry), "books/sample.txt") == 0
        && archive_read_data(reader, back.data(), size_t(back.size())) == back.size() && back == text;
    archive_read_free(reader);
    return ok ? qsizetype(used) : -1;
}

// Qt SQL with its SQLite driver, which Qt loads as a plugin by name: the
// codecs' sizes written to a database in memory and summed back.
bool sqliteKeeps(const std::vector<Codec> &codecs, QString *detail)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        *detail = QStringLiteral("no QSQLITE driver among %1").arg(QSqlDatabase::drivers().join(QStringLiteral(", ")));
        return false;
    }
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("smoke"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QSqlQuery query(db);
        ok = db.open() && query.exec(QStringLiteral("CREATE TABLE codecs (name TEXT, bytes INTEGER)"));
        qint64 expected = 0;
        for (const Codec &codec : codecs) {
            ok = ok && query.prepare(QStringLiteral("INSERT INTO codecs VALUES (?, ?)"));
            query.addBindValue(QString::fromLatin1(codec.name));
            query.addBindValue(qint64(codec.bytes));
            ok = ok && query.exec();
            expected += codec.bytes;
        }
        ok = ok && query.exec(QStringLiteral("SELECT SUM(bytes), sqlite_version() FROM codecs")) && query.next()
            && query.value(0).toLongLong() == expected;
        *detail = ok ? QStringLiteral("SQLite %1 through QSQLITE").arg(query.value(1).toString())
                     : query.lastError().text();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("smoke"));
    return ok;
}

QImage renderChart(const std::vector<Codec> &codecs, qsizetype textBytes)
{
    auto *set = new QBarSet(QStringLiteral("compressed size"));
    QStringList names;
    for (const Codec &codec : codecs) {
        *set << std::round(1000.0 * double(codec.bytes) / double(textBytes)) / 10.0; // one decimal, as labels show it
        names << QString::fromLatin1(codec.name);
    }
    set->setColor(QColor(0x2a, 0x7a, 0xb9));
    auto *series = new QBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));

    auto *chart = new QChart;
    chart->addSeries(series);
    chart->setTitle(QStringLiteral("CompressMark on Windows: 1 MiB of words, compressed size in % (Qt %1)")
                        .arg(QString::fromLatin1(qVersion())));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setVisible(false);
    auto *categories = new QBarCategoryAxis;
    categories->append(names);
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    auto *percent = new QValueAxis;
    percent->setRange(0, 100);
    percent->setLabelFormat(QStringLiteral("%d %"));
    chart->addAxis(percent, Qt::AlignLeft);
    series->attachAxis(percent);

    QChartView view(chart); // owns the chart
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(900, 520);
    return view.grab().toImage();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: compressmark_windows_smoke OUTPUT.png\n");
        return 2;
    }
    const QString output = QString::fromLocal8Bit(argv[1]);
    std::printf("smoke: Qt %s, platform %s, style %s\n", qVersion(), qPrintable(QGuiApplication::platformName()),
                qPrintable(app.style()->name()));

    report(lzo_init() == LZO_E_OK, "lzo2", QStringLiteral("lzo_init"));
    const QByteArray text = sampleText();
    std::vector<Codec> codecs = {{"zstd", zstdBytes}, {"lz4", lz4Bytes}, {"lzo", lzoBytes}, {"zlib", zlibBytes}};
#ifdef COMPRESSMARK_SMOKE_WIMLIB
    codecs.push_back({"xpress", xpressBytes});
#endif

    // One ThreadWeaver job per codec; each records that it ran off the GUI thread.
    QThread *const gui = QThread::currentThread();
    ThreadWeaver::Queue queue;
    for (Codec &codec : codecs) {
        queue.enqueue(ThreadWeaver::make_job([&codec, &text, gui] {
            codec.onWorker = QThread::currentThread() != gui;
            codec.bytes = codec.compressedBytes(text);
        }));
    }
    queue.finish();
    for (const Codec &codec : codecs) {
        report(codec.bytes > 0 && codec.onWorker, codec.name,
               QStringLiteral("%1 -> %2 bytes in a ThreadWeaver job")
                   .arg(QString::number(text.size()), QString::number(codec.bytes)));
    }

    const struct
    {
        const char *name;
        int (*add)(archive *);
    } filters[] = {{"libarchive zstd", archive_write_add_filter_zstd},
                   {"libarchive lz4", archive_write_add_filter_lz4},
                   {"libarchive lzop", archive_write_add_filter_lzop},
                   {"libarchive gzip", archive_write_add_filter_gzip}};
    for (const auto &filter : filters) {
        const qsizetype bytes = archiveBytes(text, filter.add);
        report(bytes > 0, filter.name,
               QStringLiteral("tar of %1 bytes -> %2 bytes and back")
                   .arg(QString::number(text.size()), QString::number(bytes)));
    }

    QString sqlDetail;
    report(sqliteKeeps(codecs, &sqlDetail), "qt sql", sqlDetail);

    // The image format plugins CompressMark needs: JPEG for the photo data set,
    // SVG for its icons.
    report(QImageWriter::supportedImageFormats().contains("jpeg"), "jpeg plugin",
           QStringLiteral("QImageWriter writes jpeg"));
    report(QImageReader::supportedImageFormats().contains("svg"), "svg plugin",
           QStringLiteral("QImageReader reads svg"));

    bool drawn = true;
    for (const Codec &codec : codecs)
        drawn = drawn && codec.bytes > 0;
    if (drawn) {
        const QImage image = renderChart(codecs, text.size());
        report(!image.isNull() && image.save(output, "PNG"), "chart",
               QStringLiteral("%1x%2 written to %3")
                   .arg(QString::number(image.width()), QString::number(image.height()), output));
    } else {
        report(false, "chart", QStringLiteral("not drawn: a codec failed"));
    }

    std::printf("smoke: note: %s\n", qPrintable(describeNtfsCompression(output)));
    std::printf("smoke: %s\n", failures == 0 ? "all checks passed" : "some checks FAILED");
    return failures == 0 ? 0 : 1;
}
