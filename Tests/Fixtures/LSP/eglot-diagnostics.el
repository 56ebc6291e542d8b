;;; eglot-diagnostics.el --- Emacs eglot as the client of `dialogc lsp' -*- lexical-binding: t -*-

;; Batch Emacs (28 with eglot 1.9 on Debian 12) opens a spec with a misspelled key, connects
;; eglot to `dialogc lsp', waits for the diagnostic, then runs `eglot-shutdown', which sends
;; `shutdown' and `exit' with "params": null.  Writes what it saw to RESULT; exits 0 only when
;; every step worked.

(require 'eglot)
(require 'flymake)

;; A debug build on a busy CI machine may take longer than eglot's default 3 seconds to answer
;; `initialize'; eglot would then go on connecting in the background and find no server yet.
(setq eglot-sync-connect 30)

(defvar dialogc-test-lines nil "What the test saw, newest first.")

(defun dialogc-test-say (format-string &rest arguments)
  (push (apply #'format format-string arguments) dialogc-test-lines))

(defun dialogc-test-finish (status)
  (with-temp-file (getenv "RESULT")
    (insert (mapconcat #'identity (reverse dialogc-test-lines) "\n") "\n"))
  (kill-emacs status))

(defun dialogc-test-wait (seconds predicate)
  "Reads the server's messages until PREDICATE holds, for SECONDS at most."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

;; eglot 1.9 deletes the server's process as soon as it has sent `exit'; waiting here first is
;; what tells a server that ends by itself from one eglot had to kill.
(defvar dialogc-test-server-status nil "How the server's process ended by itself, if it did.")
(advice-add 'jsonrpc-shutdown :before
            (lambda (connection &rest _)
              (let ((process (jsonrpc--process connection)))
                (when (dialogc-test-wait 10 (lambda () (not (process-live-p process))))
                  (setq dialogc-test-server-status
                        (format "%s %s" (process-status process) (process-exit-status process)))))))

(condition-case failure
    (let* ((spec (getenv "SPEC"))
           (buffer (find-file-noselect spec))
           (project (cons 'transient (file-name-directory spec))))
      (set-buffer buffer)
      (eglot (list major-mode) project 'eglot-lsp-server
             (list (getenv "DIALOGC") "lsp" "--check-delay" "10") "json")
      (let ((server (eglot-current-server)))
        (unless server
          (dialogc-test-say "error: eglot did not connect")
          (dialogc-test-finish 1))
        (dialogc-test-say "connected: %s" (plist-get (eglot--server-info server) :name))
        (unless (dialogc-test-wait
                 20 (lambda ()
                      ;; Flymake asks eglot for its diagnostics when it starts a check.
                      (flymake-start)
                      (flymake-diagnostics)))
          (dialogc-test-say "error: no diagnostics arrived")
          (dialogc-test-finish 1))
        (let ((diagnostic (car (flymake-diagnostics))))
          (dialogc-test-say "diagnostic: %d %s %s"
                            (line-number-at-pos (flymake-diagnostic-beg diagnostic))
                            (flymake-diagnostic-type diagnostic)
                            (flymake-diagnostic-text diagnostic)))
        (eglot-shutdown server)
        (dialogc-test-say "shut down")
        (dialogc-test-say "server: %s" (or dialogc-test-server-status "still running, killed by eglot"))
        (dialogc-test-say "running: %s" (if (jsonrpc-running-p server) "yes" "no"))
        (dialogc-test-finish (if (equal dialogc-test-server-status "exit 0") 0 1))))
  (error
   (dialogc-test-say "error: %s" (error-message-string failure))
   (dialogc-test-finish 1)))
