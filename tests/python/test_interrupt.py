"""Ctrl+C during a long search: the search sees the cancel and stops, and the
call raises KeyboardInterrupt saying so. Run in a child Python: the parent
waits for the child's first progress report (the search is running), sends
SIGINT, and reads what the child says. Nothing is timed: the child's search
(classic:14's whole distance table, a billion positions) would take far longer than any wait here."""
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import unittest

CHILD = textwrap.dedent("""
    import sys
    import leapfrog
    reports = []
    def progress(report):
        if not reports:
            print("searching", flush=True)
        reports.append(report)
    try:
        leapfrog.stats("classic:14", progress=progress, table_cache=False)
        print("finished")
    except KeyboardInterrupt as interrupt:
        print("interrupted:", interrupt)
    print("python goes on:", leapfrog.count("classic:2").minimum)
""")


class Interrupt(unittest.TestCase):
    def test_ctrl_c_cancels_the_search(self):
        with tempfile.TemporaryDirectory() as cache:
            child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, env={**os.environ, "XDG_CACHE_HOME": cache})
            self.assertEqual(child.stdout.readline().strip(), "searching")
            child.send_signal(signal.SIGINT)
            out, err = child.communicate(timeout=600)
        self.assertEqual(child.returncode, 0, err)
        self.assertIn("interrupted: leapfrog: the search was cancelled (Ctrl+C)", out)
        self.assertNotIn("finished", out)
        self.assertIn("python goes on: 8", out)

    def test_progress_callback_stops_the_search(self):
        import leapfrog

        class Enough(Exception):
            pass

        def stop(report):
            raise Enough(report["phase"])

        with self.assertRaises(Enough):
            leapfrog.stats("classic:12", progress=stop, table_cache=False)


    def test_other_threads_run_during_a_search(self):
        """The interpreter's lock is released while the engine searches: the
        main thread runs between two progress reports of a search in another
        thread, which then stops it (were the lock held, the main thread
        would first run after the search had finished)."""
        import threading

        import leapfrog

        class Stop(Exception):
            pass

        started, main_ran = threading.Event(), threading.Event()
        outcome = []

        def progress(report):
            started.set()
            if main_ran.is_set():
                raise Stop()

        def search():
            try:
                leapfrog.stats("classic:13", progress=progress, table_cache=False)
                outcome.append("finished")
            except Stop:
                outcome.append("stopped by the main thread")

        worker = threading.Thread(target=search)
        worker.start()
        started.wait()
        main_ran.set()
        worker.join()
        self.assertEqual(outcome, ["stopped by the main thread"])


if __name__ == "__main__":
    unittest.main()
